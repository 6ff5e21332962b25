import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { migrate } from '../src/database/database';
import { seedAll } from '../../../seeds/seed';
import { adminQuery, templateDb, withDatabase } from './test-database';

/** TEST_DATABASE_URL when set, else an embedded PostgreSQL; migrates and seeds one template database. */
export default async function globalSetup(): Promise<void> {
  let admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-test-pg-'));
    fs.chmodSync(dir, 0o777);
    const port = 15000 + Math.floor(Math.random() * 5000);
    const pg = await startEmbeddedPostgres(dir, port, () => undefined);
    (globalThis as Record<string, unknown>).__PORTAIL_PG__ = { stop: pg.stop, dir };
    admin = withDatabase(pg.url, 'postgres');
  }
  process.env.PORTAIL_TEST_ADMIN_URL = admin;
  // The seed's document files (and those of later seeds in the tests) go to a folder of this run, kept
  // as the template of the GED tests' own blob folders (test/ged-blobs.ts), removed by the teardown.
  process.env.FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-test-files-'));
  process.env.PORTAIL_TEST_TEMPLATE = `portail_test_template_${process.pid}`;
  const TEMPLATE_DB = templateDb();
  await adminQuery(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${TEMPLATE_DB}"`);
  const { ds } = await migrate(withDatabase(admin, TEMPLATE_DB));
  await seedAll(ds);
  await ds.destroy();
}
