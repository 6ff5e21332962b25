import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from '../../../../migrations';

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
  });
}
