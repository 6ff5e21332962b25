import { estPageSpeciale } from '@portail/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The 'pageDuCabinet' fact of the page file's replacement (a rule of spec 03 §6 in the route): the base page is one of
 * the DUER's, not a special page, and the firm's, which serves every dossier (only advisers change its file). An unknown
 * page and a special one are not: the service answers them 404 and 400 as before any rule.
 */
export async function estPageDuCabinet(manager: EntityManager, idDuer: number, idBasePage: number): Promise<boolean> {
  if (estPageSpeciale(idBasePage)) return false;
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM duer_base_page bp JOIN duer_page p ON p.id_base_page = bp.id AND p.id_duer = $2 WHERE bp.id = $1 AND bp.code_dossier IS NULL`,
    [idBasePage, idDuer],
  );
  return rows.length > 0;
}

/** Base documents a DUER may use: the firm's and its dossier's own. */
export const visible = (alias: string, param: number) => `(${alias}.code_dossier IS NULL OR ${alias}.code_dossier = $${param})`;

/** The file columns a list shows of a base document. */
export function fichierDe(row: { nom_fichier: string | null; extension: string | null; blob_key: string | null }) {
  return { nomFichier: row.nom_fichier, extension: row.extension, avecFichier: row.blob_key !== null };
}
