import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARTS_DIR, sweepLeftovers } from './upload-leftovers';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-leftovers-'));
  fs.mkdirSync(path.join(dir, PARTS_DIR));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, ageMs = 0) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
  return file;
};

it('sweeps stale parts only (parts folder and former layout): recent parts and kept files stay', () => {
  write(`${PARTS_DIR}/ancien.part`, 2 * 60 * 60 * 1000);
  write('ancien-format.part', 2 * 60 * 60 * 1000);
  write(`${PARTS_DIR}/en-cours.part`, 60 * 1000);
  write('4b0c2a3e-0000-4000-8000-000000000000', 2 * 60 * 60 * 1000);
  expect(sweepLeftovers(dir)).toBe(2);
  expect(fs.readdirSync(dir).sort()).toEqual([PARTS_DIR, '4b0c2a3e-0000-4000-8000-000000000000']);
  expect(fs.readdirSync(path.join(dir, PARTS_DIR))).toEqual(['en-cours.part']);
});
