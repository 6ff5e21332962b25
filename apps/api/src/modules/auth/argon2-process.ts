import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The child's program: argon2 at a low CPU priority (nice 10). Linux sets a nice value per thread and new
 * threads inherit it, so renicing the main thread before any hash also lowers libuv's pool and
 * argon2's lane threads. Inline, so it runs the same from the build, the image and the tests.
 */
const PROGRAM = `
const argon2 = require(process.argv[1]);
try { require('node:os').setPriority(10); } catch {}
process.on('message', ({ id, op, args }) => {
  const work = op === 'hash' ? argon2.hash(args[0], { type: argon2.argon2id }) : argon2.verify(args[0], args[1]).catch(() => false);
  work.then((value) => process.send({ id, value }), (e) => process.send({ id, error: String((e && e.message) || e) }));
});
process.on('disconnect', () => process.exit(0));
`;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * argon2 in a child process of low priority: when the CPU is short, a flood of sign-ins gets a small
 * share of it (nice 10: about a tenth of a normal thread's) instead of competing as equals with the
 * requests of signed-in users (argon2 runs 4 threads per hash). Started on first use, restarted
 * after a crash; it never keeps the api process alive.
 */
export class Argon2Process {
  private child?: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  hash(password: string): Promise<string> {
    return this.call('hash', [password]) as Promise<string>;
  }

  /** false for a wrong password or an unreadable hash; rejects only when the child fails. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.call('verify', [hash, password]) as Promise<boolean>;
  }

  private call(op: 'hash' | 'verify', args: string[]): Promise<unknown> {
    const child = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) child.channel?.ref();
      child.send({ id, op, args }, (err) => err && this.settle(id, { error: err.message }));
    });
  }

  private started(): ChildProcess {
    if (this.child?.connected) return this.child;
    const child = spawn(process.execPath, ['-e', PROGRAM, require.resolve('argon2')], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (m: { id: number; value?: unknown; error?: string }) => this.settle(m.id, m));
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, { error: 'processus argon2 arrêté' });
    });
    child.on('error', () => undefined);
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(id: number, m: { value?: unknown; error?: string }): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.child?.channel?.unref();
    if (m.error !== undefined) call.reject(new Error(m.error));
    else call.resolve(m.value);
  }
}
