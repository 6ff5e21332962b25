import fs from 'node:fs';
import { Argon2Process } from './argon2-process';

it('hashes and verifies in a child process of low priority', async () => {
  const argon2 = new Argon2Process();
  const hash = await argon2.hash('Portail-QA-2026!');
  expect(hash).toMatch(/^\$argon2id\$/);
  await expect(argon2.verify(hash, 'Portail-QA-2026!')).resolves.toBe(true);
  await expect(argon2.verify(hash, 'mauvais')).resolves.toBe(false);
  await expect(argon2.verify('pas un hash', 'x')).resolves.toBe(false);
  const child = (argon2 as unknown as { child: { pid: number } }).child;
  // Field 19 of /proc/<pid>/stat is the nice value of the main thread.
  if (process.platform === 'linux') expect(fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(' ')[18]).toBe('10');
});

it('answers again after its child was killed', async () => {
  const argon2 = new Argon2Process();
  const hash = await argon2.hash('secret');
  const child = (argon2 as unknown as { child: { kill(): void; once(e: string, f: () => void): void } }).child;
  await new Promise<void>((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
  await expect(argon2.verify(hash, 'secret')).resolves.toBe(true);
});
