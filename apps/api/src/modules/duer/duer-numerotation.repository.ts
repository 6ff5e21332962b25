import type { EntityManager } from 'typeorm';

/** Ordered rows of a DUER's tree and pages, each numbered within its parent (pages: within their side of the risks). */
const NUMEROTATION = {
  duer_categorie: { parent: 'id_duer', partition: 'id_duer' },
  duer_module: { parent: 'id_duer_categorie', partition: 'id_duer_categorie' },
  duer_groupe: { parent: 'id_duer_module', partition: 'id_duer_module' },
  duer_risque: { parent: 'id_duer_groupe', partition: 'id_duer_groupe' },
  duer_page: { parent: 'id_duer', partition: 'id_duer, est_avant_risques' },
} as const;

/**
 * Orders 1..n without gaps or duplicates under the given parents, keeping the current order (ties by id): after a
 * delete, and after a save that moved rows (spec 03 §4), in the caller's transaction.
 */
export async function renumeroterSous(tx: EntityManager, table: keyof typeof NUMEROTATION, parents: readonly number[]): Promise<void> {
  if (!parents.length) return;
  const { parent, partition } = NUMEROTATION[table];
  await tx.query(
    `UPDATE ${table} t SET ordre = r.n
       FROM (SELECT id, row_number() OVER (PARTITION BY ${partition} ORDER BY ordre, id)::int AS n FROM ${table} WHERE ${parent} = ANY($1::int[])) r
      WHERE t.id = r.id AND t.ordre <> r.n`,
    [[...new Set(parents)]],
  );
}
