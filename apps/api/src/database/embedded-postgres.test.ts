import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterDirectory } from './embedded-postgres';

describe('clusterDirectory', () => {
  let base: string;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-dir-'));
  });
  afterEach(() => {
    fs.chmodSync(base, 0o755);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('keeps the cluster in dataDir/pg when not root or when the postgres user can reach it', () => {
    const dataDir = path.join(base, 'data');
    fs.mkdirSync(dataDir);
    expect(clusterDirectory(dataDir, false, () => undefined)).toBe(path.join(dataDir, 'pg'));
    fs.chmodSync(base, 0o755);
    expect(clusterDirectory(dataDir, true, () => undefined)).toBe(path.join(dataDir, 'pg'));
  });

  it('moves it out of a folder closed to other users, keeps it there, and starts afresh once dataDir is deleted', () => {
    const closed = path.join(base, 'closed');
    const dataDir = path.join(closed, 'data');
    const relocatedRoot = path.join(base, 'relocated');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(closed, 0o700);
    const said: string[] = [];
    const first = clusterDirectory(dataDir, true, (m) => said.push(m), relocatedRoot);
    expect(path.dirname(first)).toBe(relocatedRoot);
    expect(said[0]).toContain("inaccessible à l'utilisateur postgres");
    fs.mkdirSync(first);
    fs.writeFileSync(path.join(first, 'PG_VERSION'), '18');
    expect(clusterDirectory(dataDir, true, () => undefined, relocatedRoot)).toBe(first);

    fs.rmSync(dataDir, { recursive: true });
    fs.mkdirSync(dataDir);
    expect(clusterDirectory(dataDir, true, () => undefined, relocatedRoot)).toBe(first);
    expect(fs.existsSync(path.join(first, 'PG_VERSION'))).toBe(false);
  });
});
