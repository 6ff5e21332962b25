import { DuerDocumentsMessages as M } from '@portail/contracts';

/**
 * What makes an annex or a page a base document: a row of its base table (the firm's, or a dossier's own), with a label
 * unique among the documents a dossier sees and one stored file, used by DUERs through links of their own.
 */
export interface DuerDocumentKind {
  readonly base: 'duer_base_annexe' | 'duer_base_page';
  /** The base document `d` ($1) is used by the DUER $2: the file's replacement is allowed only then. */
  readonly utiliseParDuer: string;
  /** The validation error's field when the document is already linked. */
  readonly champ: 'idBaseAnnexe' | 'idBasePage';
  readonly introuvable: string;
  readonly existant: string;
  readonly sansFichier: string;
}

export const ANNEXE: DuerDocumentKind = {
  base: 'duer_base_annexe',
  utiliseParDuer: `(EXISTS (SELECT 1 FROM duer_annexe l WHERE l.id_base_annexe = d.id AND l.id_duer = $2)
    OR EXISTS (SELECT 1 FROM duer_annexe_module l JOIN duer_module m ON m.id = l.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
               WHERE l.id_base_annexe = d.id AND c.id_duer = $2))`,
  champ: 'idBaseAnnexe',
  introuvable: M.annexeIntrouvable,
  existant: M.annexeExistante,
  sansFichier: M.aucunDocumentAnnexe,
};

export const PAGE: DuerDocumentKind = {
  base: 'duer_base_page',
  utiliseParDuer: 'EXISTS (SELECT 1 FROM duer_page p WHERE p.id_base_page = d.id AND p.id_duer = $2)',
  champ: 'idBasePage',
  introuvable: M.pageIntrouvable,
  existant: M.pageExistante,
  sansFichier: M.aucunDocumentPage,
};
