import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { DataSource } from 'typeorm';
import { createBackup } from '../src/backup/backup';
import type { Manifest } from '../src/backup/manifest';
import { restoreArchive, type RestoreResult } from '../src/backup/restore';
import { verifyArchive } from '../src/backup/verify-archive';
import { keyIdOf } from '../src/common/secrets/envelope';
import type { BlobStore } from '../src/common/storage/blob-store';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { S3BlobStore } from '../src/common/storage/s3-blob-store';
import { loadConfig } from '../src/config/app-config';
import { DEV_SECRETS, DEV_VAULT_MASTER_KEY } from '../src/config/config.schema';
import { createDataSource } from '../src/database/data-source';
import { ensureFolders, pdf } from './documents-upload-fixtures';
import { seededFilesDir } from './ged-blobs';
import { signInStaff } from './staff-sign-in';
import { binary, ID as DUER_ID, imprimer } from './support/duer-impression-portal';
import { pgClientsAbsent } from './support/pg-clients';
import { signIn, startTestPortal } from './test-app';
import { adminQuery, adminUrl, cloneTemplate, withDatabase } from './test-database';

/**
 * Backups that restore (issue 28): the QA set changed (a document, a credential, a definitive DUER version), backed
 * up, everything wiped, restored; then the same bytes, the same secret through the api, the same sealed hash. A byte
 * changed in the archive is refused before anything is written; another vault key is warned about.
 */
jest.setTimeout(300_000);

// Skipped when this run has no pg_dump and pg_restore for its server (the embedded PostgreSQL 18 beside Debian 12's
// client 15): the run says so at its start (test/support/pg-clients.ts).
const describeBackups = pgClientsAbsent() ? describe.skip : describe;

const GERANT = 'gerant.multi@exemple.fr';
const CREDENTIAL = { titre: 'MSA', nomUtilisateur: 'msa.010001', motDePasse: 'Sauvegarde-Secret-4c2d!' };
const OTHER_KEY = randomBytes(32).toString('base64');

let db: { url: string; drop(): Promise<void> };
let filesDir: string;
let backupDir: string;
const extraDatabases: string[] = [];
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const databaseName = (url: string) => new URL(url).pathname.slice(1);

// PG_BIN_DIR: the clients of the tests' PostgreSQL container when the run took that path (test/support/test-services.ts).
const configFor = (url: string, env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    FILES_DIR: filesDir,
    BACKUP_DIR: backupDir,
    PG_BIN_DIR: process.env.PG_BIN_DIR,
    ...env,
  });

async function open(url: string): Promise<DataSource> {
  const ds = createDataSource(url);
  await ds.initialize();
  return ds;
}

/** A new empty database, as on a new stack's PostgreSQL. */
async function emptyDatabase(): Promise<string> {
  const name = `portail_test_vide_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  extraDatabases.push(name);
  return withDatabase(adminUrl(), name);
}

async function wipeDatabase(url: string): Promise<void> {
  await adminQuery(`DROP DATABASE "${databaseName(url)}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${databaseName(url)}"`);
}

/** Every table's row count: what a restore must give back whole. */
async function rowCounts(ds: DataSource): Promise<Record<string, number>> {
  const tables: { name: string }[] = await ds.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await ds.query(`SELECT count(*) AS n FROM "${name}"`))[0].n);
  return counts;
}

async function blobHashes(store: BlobStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const { key } of store.list('')) {
    if (key.startsWith('.')) continue;
    const hash = createHash('sha256');
    for await (const chunk of await store.get(key)) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

type Caller = Awaited<ReturnType<typeof signIn>>;
const download = async (c: Caller, id: string) => (await binary(c.http.get(`/api/documents/ged/download/${id}`)).expect(200)).body as Buffer;
const reveal = (c: Caller, id: string) => c.http.post(`/api/identifiants/010001/${id}/reveler`).set('x-csrf-token', c.csrf);

beforeAll(async () => {
  db = await cloneTemplate();
  filesDir = seededFilesDir();
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-sauvegardes-'));
});
afterAll(async () => {
  await db.drop();
  for (const name of extraDatabases) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  for (const dir of [filesDir, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
});

let archive: string;
let manifest: Manifest;
let uploaded: { id: string; data: Buffer };
let credentialId: string;
let version: { id: number; sha256: string; blob_key: string };
let counts: Record<string, number>;
let blobs: Record<string, string>;

describeBackups('a backup of the changed QA set, everything wiped, then restored', () => {
  it('changes data through the api: a document, a shared credential, a definitive DUER version', async () => {
    const t = await startTestPortal({ FILES_DIR: filesDir }, [], { ownDatabase: db.url, withWorker: true });
    try {
      await ensureFolders(t.ds, '010001');
      const g = await signIn(t.baseUrl, GERANT);
      const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
      const data = Buffer.concat([pdf('Sauvegarde du cabinet'), randomBytes(2048)]);
      const res = await g.http
        .post('/api/documents/upload?codeDossier=010001')
        .set('x-csrf-token', g.csrf)
        .field('codedossier', '010001')
        .field('typeFichier', 'AUTRESDOCS')
        .attach('files', data, 'bilan sauvegardé.pdf')
        .expect(201);
      uploaded = { id: res.body.id as string, data };
      expect(await download(g, uploaded.id)).toEqual(data);
      const credential = await g.http.post('/api/identifiants/010001').set('x-csrf-token', g.csrf).send(CREDENTIAL).expect(201);
      credentialId = credential.body.id as string;
      expect((await reveal(ce, credentialId)).body).toEqual({ motDePasse: CREDENTIAL.motDePasse });
      const { seen } = await imprimer(ce, '/api/duer/impression', { duerId: DUER_ID, temporaire: false });
      const idVersion = seen[seen.length - 1].idVersion;
      expect(idVersion).toEqual(expect.any(Number));
      [version] = await t.ds.query(`SELECT id, sha256, blob_key FROM duer_version WHERE id = $1`, [idVersion]);
    } finally {
      await t.close();
    }
  });

  it('writes one dated tar: the dump first, every blob, a manifest with hashes, migrations, version and key id, no secret', async () => {
    const ds = await open(db.url);
    try {
      counts = await rowCounts(ds);
      blobs = await blobHashes(new FsBlobStore(filesDir));
      expect(blobs[`ged/010001/${uploaded.id}`]).toBe(sha(uploaded.data));
      expect(blobs[version.blob_key]).toBe(version.sha256);
      const result = await createBackup(configFor(db.url), ds, db.url, new FsBlobStore(filesDir), new Date('2026-11-28T01:30:00Z'));
      ({ file: archive, manifest } = result);
      expect(path.basename(archive)).toBe('portail-2026-11-28T013000Z.tar');
      expect(fs.readdirSync(backupDir)).toEqual([path.basename(archive)]);
      const listed = execFileSync('tar', ['-tf', archive]).toString().trim().split('\n');
      expect(listed[0]).toBe('base.dump');
      expect(listed.slice(-2)).toEqual(['manifest.json', 'manifest.json.sha256']);
      expect(listed.filter((n) => n.startsWith('blobs/')).sort()).toEqual(
        Object.keys(blobs)
          .map((k) => `blobs/${k}`)
          .sort(),
      );
      expect(manifest).toMatchObject({
        format: 'portail-sauvegarde/1',
        createdAt: '2026-11-28T01:30:00.000Z',
        app: { name: 'portail-adherents', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
        database: { migrations: ds.migrations.map((m) => m.name) },
        storage: { driver: 'fs', blobs: Object.keys(blobs).length },
        vault: { keyId: keyIdOf(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64')), keyIdsInUse: [keyIdOf(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64'))] },
      });
      expect(manifest.entries.find((e) => e.name === `blobs/ged/010001/${uploaded.id}`)).toEqual({
        name: `blobs/ged/010001/${uploaded.id}`,
        size: uploaded.data.length,
        sha256: sha(uploaded.data),
      });
      // Neither the vault key (base64 or raw), nor the session secret, nor a credential in clear.
      const bytes = fs.readFileSync(archive);
      for (const secret of [DEV_VAULT_MASTER_KEY, DEV_SECRETS.SESSION_SECRET, CREDENTIAL.motDePasse])
        expect({ secret, found: bytes.includes(Buffer.from(secret)) }).toEqual({ secret, found: false });
      expect(bytes.includes(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64'))).toBe(false);
    } finally {
      await ds.destroy();
    }
  });

  it('restores an empty database and an empty blob folder: every row and blob back, no migration needed, no warning', async () => {
    await wipeDatabase(db.url);
    fs.rmSync(filesDir, { recursive: true, force: true });
    const ds = await open(db.url);
    const logged: string[] = [];
    let result: RestoreResult;
    try {
      expect(await rowCounts(ds)).toEqual({});
      result = await restoreArchive(configFor(db.url), ds, db.url, new FsBlobStore(filesDir), archive, { log: (m) => logged.push(m) });
      expect(await rowCounts(ds)).toEqual(counts);
    } finally {
      await ds.destroy();
    }
    expect(result).toMatchObject({ blobs: Object.keys(blobs).length, migrationsApplied: [], warnings: [] });
    expect(logged[0]).toMatch(/^Archive vérifiée : \d+ entrées, sauvegarde du 2026-11-28T01:30:00.000Z/);
    expect(await blobHashes(new FsBlobStore(filesDir))).toEqual(blobs);
  });

  it('the restored portal serves the same document bytes, reveals the credential with the same key, keeps the sealed DUER hash', async () => {
    const t = await startTestPortal({ FILES_DIR: filesDir }, [], { ownDatabase: db.url });
    try {
      expect(await download(await signIn(t.baseUrl, GERANT), uploaded.id)).toEqual(uploaded.data);
      const res = await reveal(await signInStaff(t.baseUrl, 'ce.conseiller'), credentialId);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { motDePasse: CREDENTIAL.motDePasse } });
      const [restored] = await t.ds.query(`SELECT id, sha256, blob_key FROM duer_version WHERE id = $1`, [version.id]);
      expect(restored).toEqual(version);
      expect(sha(fs.readFileSync(path.join(filesDir, version.blob_key)))).toBe(version.sha256);
    } finally {
      await t.close();
    }
  });
});

describeBackups('what a restore refuses or warns about', () => {
  it('an archive with one byte changed is refused in French before anything is written', async () => {
    const bytes = fs.readFileSync(archive);
    const at = bytes.indexOf(Buffer.from(`blobs/ged/010001/${uploaded.id}\0`)) + 512 + 100;
    const corrupted = path.join(backupDir, 'portail-altere.tar');
    bytes[at] ^= 0x01;
    fs.writeFileSync(corrupted, bytes);
    const url = await emptyDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-restauration-'));
    const ds = await open(url);
    try {
      await expect(restoreArchive(configFor(url), ds, url, new FsBlobStore(dir), corrupted)).rejects.toThrow(
        `Archive refusée (${corrupted}) : l’empreinte de blobs/ged/010001/${uploaded.id} ne correspond pas au manifeste. Archive altérée ou incomplète : rien n’a été restauré.`,
      );
      expect(await rowCounts(ds)).toEqual({});
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      await ds.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A byte of the manifest, and a cut archive, are refused alike.
    const inManifest = fs.readFileSync(archive);
    inManifest[inManifest.indexOf(Buffer.from('"createdAt"')) + 16] ^= 0x01;
    fs.writeFileSync(corrupted, inManifest);
    await expect(verifyArchive(corrupted)).rejects.toThrow(/manifeste altéré\. Archive altérée ou incomplète/);
    fs.writeFileSync(corrupted, fs.readFileSync(archive).subarray(0, 100_000));
    await expect(verifyArchive(corrupted)).rejects.toThrow(/archive tronquée/);
    fs.rmSync(corrupted);
  });

  it('refuses a database that is not empty unless --remplacer', async () => {
    const ds = await open(db.url);
    try {
      await expect(restoreArchive(configFor(db.url), ds, db.url, new FsBlobStore(filesDir), archive)).rejects.toThrow(
        /^La base de données n’est pas vide \(\d+ tables\) : la restauration remplacerait ses données\. .*--remplacer/,
      );
    } finally {
      await ds.destroy();
    }
  });

  it('warns when VAULT_MASTER_KEY is not the archive’s; with --remplacer applies the migrations an older archive lacks', async () => {
    // An archive of a schema one migration behind the code.
    const ds = await open(db.url);
    let older: string;
    let last: string;
    try {
      last = ds.migrations[ds.migrations.length - 1].name!;
      await ds.undoLastMigration({ transaction: 'each' });
      older = (await createBackup(configFor(db.url), ds, db.url, new FsBlobStore(filesDir), new Date('2026-11-29T01:30:00Z'))).file;
    } finally {
      await ds.destroy();
    }
    const url = await emptyDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-restauration-'));
    fs.mkdirSync(path.join(dir, 'ged'));
    fs.writeFileSync(path.join(dir, 'ged', 'ancien'), 'ancien');
    const target = await open(url);
    try {
      await target.query('CREATE TABLE ancienne (id int)');
      const config = configFor(url, { FILES_DIR: dir, VAULT_MASTER_KEY: OTHER_KEY });
      const result = await restoreArchive(config, target, url, new FsBlobStore(dir), older, { replace: true });
      expect(result.warnings).toEqual([
        `Attention : la clé VAULT_MASTER_KEY configurée (id ${keyIdOf(Buffer.from(OTHER_KEY, 'base64'))}) n’est pas celle de l’archive (id ${keyIdOf(Buffer.from(DEV_VAULT_MASTER_KEY, 'base64'))}) : les identifiants partagés et les IBAN scellés restaurés ne pourront pas être révélés. Configurez la clé d’origine (ou ajoutez-la à VAULT_PREVIOUS_KEYS) avant de démarrer le portail ; le reste des données est intact.`,
      ]);
      expect(result.migrationsApplied).toEqual([last]);
      expect(await target.query(`SELECT to_regclass('public.ancienne') AS t`)).toEqual([{ t: null }]);
      expect(fs.existsSync(path.join(dir, 'ged', 'ancien'))).toBe(false);
      expect(await blobHashes(new FsBlobStore(dir))).toEqual(blobs);
    } finally {
      await target.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeBackups('the S3 store', () => {
  let server: S3rver;
  let s3dir: string;
  let endpoint: string;
  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: 'sauvegarde', configs: [] }] });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(s3dir, { recursive: true, force: true });
  });

  it('restores the filesystem archive into an empty bucket, serves it, and backs the bucket up to the same entries', async () => {
    const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'sauvegarde', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
    const url = await emptyDatabase();
    const config = configFor(url, env);
    const store = new S3BlobStore(config.storage.s3!);
    const ds = await open(url);
    try {
      await restoreArchive(config, ds, url, store, archive);
      expect(await blobHashes(store)).toEqual(blobs);
      const t = await startTestPortal(env, [], { ownDatabase: url });
      try {
        expect(await download(await signIn(t.baseUrl, GERANT), uploaded.id)).toEqual(uploaded.data);
      } finally {
        await t.close();
      }
      const again = await createBackup(config, ds, url, store, new Date('2026-11-30T01:30:00Z'));
      const blobEntries = (m: Manifest) => m.entries.filter((e) => e.name.startsWith('blobs/'));
      expect(again.manifest.storage.driver).toBe('s3');
      expect(blobEntries(again.manifest).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        blobEntries(manifest).sort((a, b) => a.name.localeCompare(b.name)),
      );
    } finally {
      await ds.destroy();
      store.close();
    }
  });
});
