import { Module } from '@nestjs/common';
import { DatabasePool } from '../../database/database-pool';
import { OutboxModule } from '../outbox/outbox.module';
import { MetricsService } from './metrics.service';

/** `/metrics` of the api and the worker (docs/adr/0020); served outside Nest's routes, on the token's terms. */
@Module({ imports: [OutboxModule], providers: [MetricsService, DatabasePool], exports: [MetricsService] })
export class MetricsModule {}
