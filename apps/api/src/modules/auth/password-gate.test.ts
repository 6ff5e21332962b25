import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { PasswordGate } from './password-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('runs at most maxConcurrent at once, queues up to maxWaiting, refuses the rest with a 503 and Retry-After', async () => {
  const gate = new PasswordGate({ maxConcurrent: 2, maxWaiting: 1, holdMs: 0, maxHeld: 0 });
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
  expect(gate.stats).toEqual({ running: 2, waiting: 1, held: 0 });
  await expect(gate.admit()).rejects.toBeInstanceOf(AppException);
  const refused = await gate.run(work).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppException);
  expect((refused as AppException).getStatus()).toBe(HttpStatus.SERVICE_UNAVAILABLE);
  expect((refused as AppException).getResponse()).toMatchObject({ code: 'SERVICE_INDISPONIBLE', displayable: true });
  expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  release.resolve();
  await expect(Promise.all(accepted)).resolves.toEqual(['ok', 'ok', 'ok']);
  expect(peak).toBe(2);
  expect(gate.stats).toEqual({ running: 0, waiting: 0, held: 0 });
  await expect(gate.admit()).resolves.toBeUndefined();
});

it('frees its slot when the work fails', async () => {
  const gate = new PasswordGate({ maxConcurrent: 1, maxWaiting: 0, holdMs: 0, maxHeld: 0 });
  await expect(gate.run(() => Promise.reject(new Error('argon2')))).rejects.toThrow('argon2');
  await expect(gate.run(async () => 1)).resolves.toBe(1);
  expect(gate.stats).toEqual({ running: 0, waiting: 0, held: 0 });
});

it('holds a sign-in at a full gate until a slot frees, and refuses it after holdMs or past maxHeld', async () => {
  const gate = new PasswordGate({ maxConcurrent: 1, maxWaiting: 0, holdMs: 150, maxHeld: 1 });
  const release = deferred();
  const running = gate.run(() => release.promise);
  const admitted = gate.admit();
  expect(gate.stats).toEqual({ running: 1, waiting: 0, held: 1 });
  // A second caller finds the hold full: refused at once.
  await expect(gate.admit()).rejects.toBeInstanceOf(AppException);
  release.resolve();
  await running;
  await expect(admitted).resolves.toBeUndefined();
  expect(gate.stats).toEqual({ running: 0, waiting: 0, held: 0 });

  const again = deferred();
  const busy = gate.run(() => again.promise);
  const started = Date.now();
  const refused = await gate.admit().catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppException);
  expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  expect(gate.stats.held).toBe(0);
  again.resolve();
  await busy;
});

it('tells its listeners when it refuses, until unsubscribed, and paces a refusal by holdMs', async () => {
  const gate = new PasswordGate({ maxConcurrent: 1, maxWaiting: 0, holdMs: 120, maxHeld: 4 });
  let told = 0;
  const unsubscribe = gate.whenFull(() => told++);
  const release = deferred();
  const running = gate.run(() => release.promise);
  await expect(gate.run(async () => 1)).rejects.toBeInstanceOf(AppException);
  expect(told).toBe(1);
  release.resolve();
  await running;

  const started = Date.now();
  const paced = gate.pace();
  expect(gate.stats.held).toBe(1);
  await paced;
  expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  expect(gate.stats.held).toBe(0);

  unsubscribe();
  const again = deferred();
  const busy = gate.run(() => again.promise);
  await expect(gate.run(async () => 1)).rejects.toBeInstanceOf(AppException);
  expect(told).toBe(1);
  again.resolve();
  await busy;
});

it('tells its listeners as soon as a sign-in finds it full, before its hold ends', async () => {
  const gate = new PasswordGate({ maxConcurrent: 1, maxWaiting: 0, holdMs: 5000, maxHeld: 4 });
  let told = 0;
  gate.whenFull(() => told++);
  const release = deferred();
  const running = gate.run(() => release.promise);
  const held = gate.admit();
  expect(told).toBe(1);
  release.resolve();
  await running;
  await expect(held).resolves.toBeUndefined();
});
