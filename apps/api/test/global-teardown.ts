import fs from 'node:fs';
import { adminQuery, templateDb } from './test-database';
import type { TestServices } from './support/test-services';

export default async function globalTeardown(): Promise<void> {
  for (const dir of [process.env.FILES_DIR, process.env.PORTAIL_TEST_SEEDED_FILES]) {
    if (dir?.includes('portail-test-files-')) fs.rmSync(dir, { recursive: true, force: true });
  }
  await adminQuery(`DROP DATABASE IF EXISTS "${templateDb()}" WITH (FORCE)`).catch(() => undefined);
  const services = (globalThis as Record<string, unknown>).__PORTAIL_SERVICES__ as TestServices | undefined;
  await services?.stop();
}
