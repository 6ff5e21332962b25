// npm run bench:ged: the document store's figures from one run.
// 1. apps/api/bench/ged-queries.bench.ts (ged-core): 1,000,000 documents over 5,000 dossiers, p95 of a
//    folder page and of a 3-letter search (goal < 25 ms each).
// 2. apps/api/bench/ged-upload.bench.ts (ged-upload), when present: 25 MB upload against a bare
//    streaming write, RSS growth during 4 concurrent uploads.
// 3. apps/api/bench/ged-previews.bench.ts: one first processing of a document by the worker's renderer (poppler-utils
//    and sharp, docs/adr/0018), wall and CPU time.
// All are compiled by tsconfig.bench.json into apps/api/dist/bench; a part that is absent is skipped.
// --smoke (npm run bench:smoke): each part in its smoke mode (small sizes, one round, goals not checked).
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { partEnv } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const parts = ['ged-queries', 'ged-upload', 'ged-previews'];
let failed = false;
for (const part of parts) {
  const file = path.join(root, `apps/api/dist/bench/apps/api/bench/${part}.bench.js`);
  if (!fs.existsSync(file)) {
    console.log(`(${part}: absent, skipped)`);
    continue;
  }
  console.log(`\n== ${part} ==`);
  const run = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: root, env: partEnv() });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
