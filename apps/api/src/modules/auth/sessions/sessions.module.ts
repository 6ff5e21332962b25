import { Module } from '@nestjs/common';
import { PurgeSessionsProcessor } from './purge-sessions.processor';
import { SessionStoreRepository } from './session-store.repository';

/** Server-side sessions: the store's upkeep jobs. */
@Module({ providers: [SessionStoreRepository, PurgeSessionsProcessor], exports: [SessionStoreRepository] })
export class SessionsModule {}
