import type { DataSource } from 'typeorm';
import { findPgTool, serverVersion } from '../../src/backup/pg-tools';

const ABSENT = 'PORTAIL_TEST_PG_CLIENTS_ABSENT';

/**
 * Run once by the global setup: whether pg_dump and pg_restore, chosen as the backups choose them
 * (src/backup/pg-tools.ts, PG_BIN_DIR as the containers' path sets it), serve the tests' server. The embedded
 * PostgreSQL 18 ships neither and Debian 12's clients are 15, which pg_dump refuses for a newer server: the tests that
 * run them are then skipped, and the reason (the backups' own French message) printed at the start of the run.
 */
export async function checkPgClients(ds: DataSource): Promise<string | undefined> {
  const server = await serverVersion(ds);
  try {
    for (const tool of ['pg_dump', 'pg_restore'] as const) await findPgTool(tool, server, process.env.PG_BIN_DIR);
    delete process.env[ABSENT];
    return undefined;
  } catch (e) {
    process.env[ABSENT] = (e as Error).message;
    return process.env[ABSENT];
  }
}

/** Why this run cannot run pg_dump and pg_restore on its server, if it cannot (checkPgClients). */
export function pgClientsAbsent(): string | undefined {
  return process.env[ABSENT];
}
