import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/database/database';
import { seedAll } from '../../../seeds/seed';
import { adminQuery, templateDb, withDatabase } from './test-database';
import { checkPgClients } from './support/pg-clients';
import { startTestServices } from './support/test-services';

/** The run's PostgreSQL and Redis (test/support/test-services.ts); migrates and seeds one template database. */
export default async function globalSetup(): Promise<void> {
  const services = await startTestServices();
  (globalThis as Record<string, unknown>).__PORTAIL_SERVICES__ = services;
  console.log(`\nServices des tests : ${services.description}`);
  const admin = services.databaseUrl;
  if (services.redisUrl) process.env.REDIS_URL = services.redisUrl;
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
  // A copy nobody's portal writes to: test portals without a folder of their own store into FILES_DIR while other files
  // copy the template in parallel (test/ged-blobs.ts).
  process.env.PORTAIL_TEST_SEEDED_FILES = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-test-files-seeded-'));
  fs.cpSync(process.env.FILES_DIR, process.env.PORTAIL_TEST_SEEDED_FILES, { recursive: true });
  const noPgClients = await checkPgClients(ds);
  if (noPgClients) console.log(`Tests de pg_dump et pg_restore ignorés : ${noPgClients}`);
  await ds.destroy();
}
