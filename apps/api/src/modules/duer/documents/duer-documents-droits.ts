import { DuerMessages } from '@portail/contracts';
import { AppException } from '../../../common/app.exception';
import type { DuerContexte } from '../duer-access.service';

/** A finished DUER hides reordering, replacing and deleting of pages and annexes, for advisers too (spec 03 §4). */
export function requireNonFini({ duer }: DuerContexte): void {
  if (duer.estFini) throw AppException.forbidden(DuerMessages.duerFini);
}

/** Base documents a DUER may use: the firm's and its dossier's own. */
export const visible = (alias: string, param: number) => `(${alias}.code_dossier IS NULL OR ${alias}.code_dossier = $${param})`;

/** The file columns a list shows of a base document. */
export function fichierDe(row: { nom_fichier: string | null; extension: string | null; blob_key: string | null }) {
  return { nomFichier: row.nom_fichier, extension: row.extension, avecFichier: row.blob_key !== null };
}
