import path from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../../../../migrations';

/** Every module's entities, found by file name: common code names no feature (the Nest app auto-loads them from the modules). */
export const ENTITY_FILES = path.join(__dirname, '../modules/**/*.entity.{ts,js}');

/** The DataSource of the CLI, migrations, seeds and tests. */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [ENTITY_FILES],
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
  });
}
