import fs from 'node:fs';
import { adminQuery, templateDb } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.FILES_DIR?.includes('portail-test-files-')) fs.rmSync(process.env.FILES_DIR, { recursive: true, force: true });
  const pg = (globalThis as Record<string, unknown>).__PORTAIL_PG__ as { stop(): Promise<void>; dir: string } | undefined;
  if (!pg) {
    await adminQuery(`DROP DATABASE IF EXISTS "${templateDb()}" WITH (FORCE)`);
    return;
  }
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
