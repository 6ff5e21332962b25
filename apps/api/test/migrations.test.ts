import { migrate } from '../src/database/database';
import { cloneTemplate } from './test-database';
import { createDataSource } from '../src/database/data-source';

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

it('runs concurrent migrations once, every down() reverting cleanly', async () => {
  const db = await cloneTemplate();
  try {
    const [a, b] = await Promise.all([migrate(db.url), migrate(db.url)]);
    expect([...a.applied, ...b.applied]).toEqual([]);
    for (let i = 0; i < a.ds.migrations.length; i++) await a.ds.undoLastMigration({ transaction: 'each' });
    const tables: { n: string }[] = await a.ds.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(Number(tables[0].n)).toBe(0);
    const again = await migrate(db.url);
    expect(again.applied).toHaveLength(a.ds.migrations.length);
    await Promise.all([a.ds.destroy(), b.ds.destroy(), again.ds.destroy()]);
  } finally {
    await db.drop();
  }
});
