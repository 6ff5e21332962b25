import { TypeOrmModule } from '@nestjs/typeorm';
import { entities } from './entities';

/** The one TypeORM connection of an api or worker process. */
export function typeOrmRoot(databaseUrl: string) {
  return TypeOrmModule.forRoot({ type: 'postgres', url: databaseUrl, entities, synchronize: false, logging: ['error'] });
}
