import { RangeShares } from './range-shares';

it('lets a range have its share at once and as many waiting, refuses the next at once, and passes a freed place on', async () => {
  const shares = new RangeShares(2);
  const [a, b] = [await shares.take('r', 'a'), await shares.take('r', 'b')];
  const waiting = [shares.take('r', 'c'), shares.take('r', 'd')];
  await expect(shares.take('r', 'e')).resolves.toBeNull();
  expect(shares.logins('r').sort()).toEqual(['a', 'b', 'c', 'd']);
  // Another range is not concerned.
  expect(await shares.take('autre', 'x')).toEqual(expect.any(Function));

  a!();
  a!();
  const c = await waiting[0];
  expect(c).toEqual(expect.any(Function));
  expect(shares.logins('r').sort()).toEqual(['b', 'c', 'd']);
  b!();
  const d = await waiting[1];
  c!();
  d!();
  expect(shares.inFlight()).toEqual([['autre', ['x']]]);
});
