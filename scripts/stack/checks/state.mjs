/** STATE_FILE: what `main` and `reset-prepare` leave for the later phases (sessions, document, credential, reset marks). */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { CheckFailure } from './report.mjs';

export function readState(file, { required = true } = {}) {
  if (!fs.existsSync(file)) {
    if (!required) return {};
    throw new CheckFailure(`STATE_FILE ${file} absent : la phase main (et reset-prepare) doit tourner avant`);
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CheckFailure(`STATE_FILE ${file} illisible : ${e.message}`);
  }
}

/** Writes the whole state (through a temporary file and a rename: never half written). */
export function writeState(file, state) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}
