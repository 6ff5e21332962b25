import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxDispatcher } from './outbox.dispatcher';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

/** Transactional outbox: jobs recorded with the write that needs them, handed to BullMQ after commit. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  providers: [OutboxService, OutboxRepository, OutboxDispatcher],
  exports: [OutboxService],
})
export class OutboxModule {}
