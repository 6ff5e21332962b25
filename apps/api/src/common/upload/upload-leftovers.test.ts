import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finalise, sweepLeftovers } from './upload-leftovers';
import type { UploadedFile } from './upload-options';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-leftovers-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, ageMs = 0) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
  return file;
};

it('sweeps stale parts only: recent parts and kept files stay', () => {
  write('ancien.part', 2 * 60 * 60 * 1000);
  write('en-cours.part', 60 * 1000);
  write('4b0c2a3e-0000-4000-8000-000000000000', 2 * 60 * 60 * 1000);
  sweepLeftovers(dir);
  expect(fs.readdirSync(dir).sort()).toEqual(['4b0c2a3e-0000-4000-8000-000000000000', 'en-cours.part']);
});

it('gives a checked part its final name', async () => {
  const file = { filename: 'abc.part', path: write('abc.part') } as UploadedFile;
  await finalise([file]);
  expect(file).toMatchObject({ filename: 'abc', path: path.join(dir, 'abc') });
  expect(fs.readdirSync(dir)).toEqual(['abc']);
});
