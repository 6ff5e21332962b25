import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SessionStoreRepository, type StoredSessionRow } from './session-store.repository';

/** What other modules may do with a person's stored sessions: list them, end one, end all but one. */
@Injectable()
export class SessionRegistry {
  constructor(private readonly sessions: SessionStoreRepository) {}

  liveOf(guidPersonne: string): Promise<StoredSessionRow[]> {
    return this.sessions.liveOf(guidPersonne);
  }

  endOf(guidPersonne: string, sid: string, tx?: EntityManager): Promise<boolean> {
    return this.sessions.endOf(guidPersonne, sid, tx);
  }

  /** Ends the person's sessions inside the caller's transaction, except the one given; returns how many ended. */
  revokeOf(tx: EntityManager, guidPersonne: string, exceptSid?: string): Promise<number> {
    return this.sessions.revokeOf(tx, guidPersonne, exceptSid);
  }
}
