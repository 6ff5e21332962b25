import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as Record<string, unknown>).__PORTAIL_PG__ as { stop(): Promise<void>; dir: string } | undefined;
  if (!pg) return;
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
