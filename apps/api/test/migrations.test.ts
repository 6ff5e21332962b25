import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../src/database/database';
import { createDataSource } from '../src/database/data-source';
import { adminQuery, adminUrl, cloneTemplate, withDatabase } from './test-database';

it('leaves no difference between the entities and the migrated schema', async () => {
  const db = await cloneTemplate();
  const ds = createDataSource(db.url);
  await ds.initialize();
  try {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  } finally {
    await ds.destroy();
    await db.drop();
  }
});

/** Sessions on `database` waiting for a lock, by what they wait for: `advisory` (pg_advisory_lock), `transactionid`... */
async function lockWaits(observer: Client, database: string): Promise<Record<string, number>> {
  const { rows } = await observer.query<{ event: string; n: number }>(
    `SELECT wait_event AS event, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' GROUP BY 1`,
    [database],
  );
  return Object.fromEntries(rows.map((r) => [r.event, r.n]));
}

it('runs concurrent migrations of an empty database once: one run applies them all, the others wait for its lock', async () => {
  const name = `portail_test_vide_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl(), name);
  const observer = new Client({ connectionString: adminUrl() });
  const gate = new Client({ connectionString: url });
  await Promise.all([observer.connect(), gate.connect()]);
  let runs: Promise<PromiseSettledResult<Awaited<ReturnType<typeof migrate>>>[]> | undefined;
  try {
    // The gate: TypeORM's migrations table created in a transaction left open. The run holding the migration lock
    // stops on it (creating the same table waits for this transaction to end) while the others wait for the lock; each
    // run without the lock would stop on the gate instead, and no session would wait for an advisory lock.
    await gate.query('BEGIN');
    await gate.query('CREATE TABLE migrations (id int)');
    runs = Promise.allSettled([migrate(url), migrate(url), migrate(url)]);
    let waits: Record<string, number> = {};
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      waits = await lockWaits(observer, name);
      if (Object.values(waits).reduce((a, b) => a + b, 0) >= 3) break;
    }
    expect(waits).toEqual({ transactionid: 1, advisory: 2 });
    await gate.query('ROLLBACK');

    const results = await runs;
    expect(results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const all = done[0].ds.migrations.length;
    expect(all).toBeGreaterThan(0);
    expect(done.map((r) => r.applied.length).sort((a, b) => a - b)).toEqual([0, 0, all]);
    // Each migration recorded once, in order, and the schema whole: nothing between the entities and the tables.
    const recorded: { name: string }[] = await done[0].ds.query(`SELECT name FROM migrations ORDER BY id`);
    expect(recorded.map((r) => r.name)).toEqual(done.find((r) => r.applied.length)!.applied);
    const pending = await done[0].ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  } finally {
    await gate.query('ROLLBACK').catch(() => undefined);
    for (const r of runs ? await runs : []) if (r.status === 'fulfilled') await r.value.ds.destroy();
    await Promise.all([gate.end(), observer.end()]);
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
});

it('reverts every migration cleanly with down(), then applies them all again', async () => {
  const db = await cloneTemplate();
  try {
    const a = await migrate(db.url);
    expect(a.applied).toEqual([]);
    for (let i = 0; i < a.ds.migrations.length; i++) await a.ds.undoLastMigration({ transaction: 'each' });
    const tables: { n: string }[] = await a.ds.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(Number(tables[0].n)).toBe(0);
    const again = await migrate(db.url);
    expect(again.applied).toHaveLength(a.ds.migrations.length);
    await Promise.all([a.ds.destroy(), again.ds.destroy()]);
  } finally {
    await db.drop();
  }
});
