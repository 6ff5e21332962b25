import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgTool } from './pg-tools';

let root: string;
const savedPath = process.env.PATH;
/** A folder holding a fake pg_dump printing `version` as the real one does (majors no machine has: Debian's clients are searched too). */
function client(version: string): string {
  const dir = fs.mkdtempSync(path.join(root, `pg${version}-`));
  fs.writeFileSync(path.join(dir, 'pg_dump'), `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
  return dir;
}
const server = (major: number) => ({ text: `${major}.1`, major });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-pg-tools-'));
});
afterEach(() => {
  process.env.PATH = savedPath;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the pg_dump a backup runs', () => {
  it('is the one of the server’s major, though a newer one comes first; else the closest newer one', async () => {
    const [v99, v98, v97] = [client('99.0'), client('98.4'), client('97.6')];
    process.env.PATH = [v99, v98, v97].join(path.delimiter);
    expect(await findPgTool('pg_dump', server(98))).toEqual({ binary: path.join(v98, 'pg_dump'), version: '98.4' });
    expect(await findPgTool('pg_dump', server(97))).toEqual({ binary: path.join(v97, 'pg_dump'), version: '97.6' });
    process.env.PATH = [v99, v97].join(path.delimiter);
    expect(await findPgTool('pg_dump', server(98))).toEqual({ binary: path.join(v99, 'pg_dump'), version: '99.0' });
  });

  it('never one older than the server: a French error naming what was found and what to install', async () => {
    const v15 = client('15.20');
    process.env.PATH = v15;
    const refusal = findPgTool('pg_dump', server(99));
    await expect(refusal).rejects.toThrow(/^pg_dump 99 ou plus récent introuvable .*pour le serveur PostgreSQL 99\.1/);
    await expect(refusal).rejects.toThrow(`${path.join(v15, 'pg_dump')} 15.20`);
    await expect(refusal).rejects.toThrow('Installez le client PostgreSQL 99 (Debian : postgresql-client-99) ou indiquez son dossier dans PG_BIN_DIR.');
  });

  it('only in PG_BIN_DIR when set', async () => {
    const [v98, v97] = [client('98.4'), client('97.6')];
    process.env.PATH = v98;
    expect(await findPgTool('pg_dump', server(97), v97)).toEqual({ binary: path.join(v97, 'pg_dump'), version: '97.6' });
    await expect(findPgTool('pg_dump', server(98), v97)).rejects.toThrow(`pg_dump 98 ou plus récent introuvable dans PG_BIN_DIR (${v97})`);
  });
});
