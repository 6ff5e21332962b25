import { RightsEpoch } from './rights-epoch';

afterEach(() => jest.useRealTimers());

it('trusts no copy before a session read returned the epoch', () => {
  expect(new RightsEpoch().current()).toBe(-1);
});

it('never goes back: a session read finishing late with an older epoch does not revive older copies', () => {
  const epoch = new RightsEpoch();
  epoch.observe('3');
  epoch.observe('2');
  epoch.observe(null);
  epoch.observe('pas un nombre');
  expect(epoch.current()).toBe(3);
  epoch.observe(4);
  expect(epoch.current()).toBe(4);
});

it('trusts no copy once no session read returned the epoch for a second (no call lately, a job)', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const epoch = new RightsEpoch();
  epoch.observe('7');
  jest.setSystemTime(1_000_900);
  expect(epoch.current()).toBe(7);
  jest.setSystemTime(1_001_100);
  expect(epoch.current()).toBe(-1);
});
