import { Module } from '@nestjs/common';
import { PurgeSessionsProcessor } from './purge-sessions.processor';
import { SessionRegistry } from './session-registry.service';
import { SessionStoreRepository } from './session-store.repository';

/** Server-side sessions: the store's upkeep jobs. */
@Module({ providers: [SessionStoreRepository, SessionRegistry, PurgeSessionsProcessor], exports: [SessionStoreRepository, SessionRegistry] })
export class SessionsModule {}
