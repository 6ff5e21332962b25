import type { DataSource } from 'typeorm';
import { rewrap, type SecretScope, type VaultKeyRing } from './envelope';

/** A table holding sealed secrets: its row id column and the columns of the wrapped data key and its key id. */
export interface SealedTable {
  table: string;
  scope: SecretScope;
  /** Column whose value the secrets are bound to (their AAD). */
  idColumn: string;
  cleChiffree: string;
  cleId: string;
}

export const IDENTIFIANTS_SEALED: SealedTable = { table: 'identifiant', scope: 'identifiant', idColumn: 'id', cleChiffree: 'cle_chiffree', cleId: 'cle_id' };
export const MANDATS_SEALED: SealedTable = {
  table: 'mandat_sepa',
  scope: 'mandat-iban',
  idColumn: 'reference',
  cleChiffree: 'iban_cle_chiffree',
  cleId: 'iban_cle_id',
};
export const TOTP_SEALED: SealedTable = { table: 'compte_totp', scope: 'totp', idColumn: 'compte_id', cleChiffree: 'cle_chiffree', cleId: 'cle_id' };
/** Every table holding sealed secrets (backups record the key ids they need). */
export const SEALED_TABLES: readonly SealedTable[] = [IDENTIFIANTS_SEALED, MANDATS_SEALED, TOTP_SEALED];

/**
 * Re-wraps, row by row in its own short transaction, every data key of the table still under a former master key, so
 * that the portal keeps serving (replicas started with the new key and the former ones read both). Returns how many moved.
 */
export async function rotateSealedTable(ds: DataSource, ring: VaultKeyRing, t: SealedTable, batch = 100): Promise<number> {
  const q = (name: string) => `"${name}"`;
  let moved = 0;
  for (;;) {
    const ids: { id: string }[] = await ds.query(`SELECT ${q(t.idColumn)}::text AS id FROM ${q(t.table)} WHERE ${q(t.cleId)} <> $1 ORDER BY 1 LIMIT $2`, [
      ring.currentId,
      batch,
    ]);
    if (!ids.length) return moved;
    for (const { id } of ids) {
      await ds.transaction(async (tx) => {
        const [row]: { cle: Buffer; cle_id: string }[] = await tx.query(
          `SELECT ${q(t.cleChiffree)} AS cle, ${q(t.cleId)} AS cle_id FROM ${q(t.table)} WHERE ${q(t.idColumn)}::text = $1 FOR UPDATE`,
          [id],
        );
        if (!row || row.cle_id === ring.currentId) return;
        const next = rewrap(ring, t.scope, id, { cleChiffree: row.cle, cleId: row.cle_id });
        await tx.query(`UPDATE ${q(t.table)} SET ${q(t.cleChiffree)} = $2, ${q(t.cleId)} = $3 WHERE ${q(t.idColumn)}::text = $1`, [
          id,
          next.cleChiffree,
          next.cleId,
        ]);
        moved++;
      });
    }
  }
}
