// npm run bench:duer: the DUER print's figures from one run (apps/api/bench/duer-pdf.bench.ts, compiled by
// tsconfig.bench.json into apps/api/dist/bench): time of one print of 300 risks with 10 merged PDF pages, then 20
// prints at once with the process's RSS; then (duer-queue.bench.ts) 20 prints through the api, the real queue and the
// stand-alone worker: PDFs counted, none lost, the worker's RSS.
// --smoke (npm run bench:smoke): each part in its smoke mode (75 risks, 2 prints in process then 1 through the queue, goals not checked).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { partEnv } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
let failed = false;
for (const part of ['duer-pdf', 'duer-queue']) {
  const file = path.join(root, `apps/api/dist/bench/apps/api/bench/${part}.bench.js`);
  const run = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: root, env: partEnv() });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
