import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../src/common/logger';
import { loadConfig } from '../src/config/app-config';
import { openDatabase } from '../src/database/database';
import { DataDirLockedError, lockDataDir } from '../src/database/data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portail-lock-'));

it('refuses a data folder held by a live portal, naming it, and touches nothing', async () => {
  const dir = tmp();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => undefined, 30000)']);
  try {
    fs.writeFileSync(path.join(dir, 'portail.pid'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${other.pid})`);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, EMBEDDED_PG_PORT: '5598' });
    await expect(openDatabase(config, createLogger('silent'))).rejects.toThrow(DataDirLockedError);
    expect(fs.existsSync(path.join(dir, 'pg'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'portail.pid'), 'utf8')).toBe(String(other.pid));
  } finally {
    other.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('takes over the lock a killed portal left, and releases its own', () => {
  const dir = tmp();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  fs.writeFileSync(path.join(dir, 'portail.pid'), gone.stdout);
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'portail.pid'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'portail.pid'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
