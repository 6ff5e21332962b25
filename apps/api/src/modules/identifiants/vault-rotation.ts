import type { DataSource } from 'typeorm';
import { rewrap, type VaultKeyRing } from './vault-crypto';

/**
 * Re-wraps, row by row in its own short transaction, every data key still under a former master key, so that the
 * portal keeps serving (replicas started with the new key and the former ones read both). Returns how many moved.
 */
export async function rotateVaultKeys(ds: DataSource, ring: VaultKeyRing, batch = 100): Promise<number> {
  let moved = 0;
  for (;;) {
    const ids: { id: string }[] = await ds.query(`SELECT id FROM identifiant WHERE cle_id <> $1 ORDER BY id LIMIT $2`, [ring.currentId, batch]);
    if (!ids.length) return moved;
    for (const { id } of ids) {
      await ds.transaction(async (tx) => {
        const [row]: { cle_chiffree: Buffer; cle_id: string }[] = await tx.query(`SELECT cle_chiffree, cle_id FROM identifiant WHERE id = $1 FOR UPDATE`, [id]);
        if (!row || row.cle_id === ring.currentId) return;
        const next = rewrap(ring, id, { cleChiffree: row.cle_chiffree, cleId: row.cle_id });
        await tx.query(`UPDATE identifiant SET cle_chiffree = $2, cle_id = $3 WHERE id = $1`, [id, next.cleChiffree, next.cleId]);
        moved++;
      });
    }
  }
}
