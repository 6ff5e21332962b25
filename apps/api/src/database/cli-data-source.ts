import { createDataSource } from './data-source';

/** Used by the TypeORM CLI to generate migrations: `DATABASE_URL=... npx typeorm migration:generate`. */
export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portail_dev');
