import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// npm start skips the web build when nothing it reads changed, and must not skip it when something did.
const script = path.resolve(__dirname, '../../scripts/build-web.mjs');
let root: string;
const at = (file: string) => path.join(root, file);
const decide = () => execFileSync(process.execPath, [script, '--dry-run', '--root', root], { encoding: 'utf8' }).trim();
const age = (file: string, secondsAgo: number) => {
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(at(file), time, time);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
  for (const dir of ['apps/web/src/features', 'apps/web/dist', 'packages/contracts/src']) fs.mkdirSync(at(dir), { recursive: true });
  for (const file of [
    'apps/web/src/features/home.tsx',
    'apps/web/src/main.tsx',
    'packages/contracts/src/index.ts',
    'apps/web/index.html',
    'package-lock.json',
  ]) {
    fs.writeFileSync(at(file), 'x');
  }
  for (const entry of [
    'apps/web/src/features/home.tsx',
    'apps/web/src/features',
    'apps/web/src/main.tsx',
    'apps/web/src',
    'packages/contracts/src/index.ts',
    'packages/contracts/src',
  ]) {
    age(entry, 120);
  }
  for (const entry of ['apps/web/index.html', 'package-lock.json']) age(entry, 120);
  fs.writeFileSync(at('apps/web/dist/index.html'), '<!doctype html>');
  age('apps/web/dist/index.html', 60);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('skips the build when every input is older than the last one', () => {
  expect(decide()).toBe('web : à jour, pas de reconstruction');
});

it('builds when there is no previous build', () => {
  fs.rmSync(at('apps/web/dist/index.html'));
  expect(decide()).toMatch(/construction \(aucune construction précédente\)/);
});

it('builds after a change to a web source, deep in a folder', () => {
  fs.writeFileSync(at('apps/web/src/features/home.tsx'), 'y');
  expect(decide()).toMatch(/construction \(apps\/web\/src\)/);
});

it('builds after a file was deleted, and after a change to the contracts or the lockfile', () => {
  fs.rmSync(at('apps/web/src/main.tsx'));
  expect(decide()).toMatch(/apps\/web\/src/);
  fs.writeFileSync(at('apps/web/src/main.tsx'), 'x');
  age('apps/web/src/main.tsx', 120);
  age('apps/web/src', 120);
  expect(decide()).toBe('web : à jour, pas de reconstruction');
  fs.writeFileSync(at('packages/contracts/src/index.ts'), 'y');
  fs.writeFileSync(at('package-lock.json'), 'y');
  expect(decide()).toMatch(/construction \(packages\/contracts\/src, package-lock\.json\)/);
});
