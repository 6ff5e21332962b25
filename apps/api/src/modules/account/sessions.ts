import type { EntityManager } from 'typeorm';

/** Ends the person's sessions (after a password or login change), except the one given. */
export async function revokeSessions(tx: EntityManager, guidPersonne: string, exceptSid?: string): Promise<void> {
  await tx.query(`DELETE FROM "session" WHERE sess->'user'->>'guidPersonne' = $1 AND sid <> $2`, [guidPersonne, exceptSid ?? '']);
}
