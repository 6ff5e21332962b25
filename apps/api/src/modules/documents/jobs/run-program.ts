import { spawn } from 'node:child_process';

export interface RunOptions {
  /** Killed (SIGKILL) past this many milliseconds. */
  timeoutMs: number;
  /** Bytes of standard output kept; past them the program is stopped. */
  maxOutput: number;
  /** Past maxOutput: keep what came (true) or fail (false). */
  truncate?: boolean;
  /** Aborting kills the program (the renderer stops). */
  signal?: AbortSignal;
}

/**
 * Runs a program without a shell (arguments passed as they are), its standard output collected up to a limit, killed
 * after a timeout. A non-zero exit fails with the last line the program wrote on standard error.
 */
export function runProgram(file: string, args: string[], options: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal, killSignal: 'SIGKILL' });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let outcome: string | undefined;
    const stop = (reason: string) => {
      outcome ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`${file} interrompu après ${options.timeoutMs} ms`), options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (outcome) return;
      const room = options.maxOutput - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length >= room) stop(options.truncate ? 'tronqué' : `${file} : sortie au-delà de ${options.maxOutput} octets`);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') reject(new Error(`${file} introuvable (paquet poppler-utils)`));
      else reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (options.signal?.aborted) return; // 'error' (AbortError) has rejected already
      if (outcome === 'tronqué' || (!outcome && code === 0)) return resolve(Buffer.concat(chunks));
      const detail = stderr.trim().split('\n').pop();
      reject(new Error(outcome ?? `${file} a échoué (code ${code})${detail ? ` : ${detail}` : ''}`));
    });
  });
}
