import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Admin URL of the test server, set by the global setup (TEST_DATABASE_URL or embedded). */
export function adminUrl(): string {
  const url = process.env.PORTAIL_TEST_ADMIN_URL;
  if (!url) throw new Error('PORTAIL_TEST_ADMIN_URL absent : la préparation globale des tests n’a pas tourné');
  return url;
}

/** One template per test run, so two runs on the same server never drop each other's. */
export function templateDb(): string {
  return process.env.PORTAIL_TEST_TEMPLATE ?? 'portail_test_template';
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, cloned from the migrated and seeded template. */
export async function cloneTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portail_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${templateDb()}"`);
  return { url: withDatabase(adminUrl(), name), drop: () => dropWhenIdle(name) };
}

/**
 * Drops a test database once the portal's pools have let go of it; forcing at once would kill
 * connections still closing and surface as an unhandled pg error in the test file.
 */
async function dropWhenIdle(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006') throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
