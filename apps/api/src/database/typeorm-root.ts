import { TypeOrmModule } from '@nestjs/typeorm';

/** The one TypeORM connection of an api or worker process; each module registers its own entities. */
export function typeOrmRoot(databaseUrl: string) {
  return TypeOrmModule.forRoot({ type: 'postgres', url: databaseUrl, autoLoadEntities: true, synchronize: false, logging: ['error'] });
}
