import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { PasswordGate } from './password-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('runs at most maxConcurrent at once, queues up to maxWaiting, refuses the rest with a 503 and Retry-After', async () => {
  const gate = new PasswordGate({ maxConcurrent: 2, maxWaiting: 1 });
  const release = deferred();
  let peak = 0;
  let active = 0;
  const work = async () => {
    peak = Math.max(peak, ++active);
    await release.promise;
    active--;
    return 'ok';
  };
  const accepted = [gate.run(work), gate.run(work), gate.run(work)];
  expect(gate.stats).toEqual({ running: 2, waiting: 1 });
  expect(() => gate.assertRoom()).toThrow(AppException);
  const refused = await gate.run(work).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppException);
  expect((refused as AppException).getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
  expect((refused as AppException).getResponse()).toMatchObject({ code: 'SERVICE_INDISPONIBLE', displayable: true });
  expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  release.resolve();
  await expect(Promise.all(accepted)).resolves.toEqual(['ok', 'ok', 'ok']);
  expect(peak).toBe(2);
  expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  expect(() => gate.assertRoom()).not.toThrow();
});

it('frees its slot when the work fails', async () => {
  const gate = new PasswordGate({ maxConcurrent: 1, maxWaiting: 0 });
  await expect(gate.run(() => Promise.reject(new Error('argon2')))).rejects.toThrow('argon2');
  await expect(gate.run(async () => 1)).resolves.toBe(1);
  expect(gate.stats).toEqual({ running: 0, waiting: 0 });
});
