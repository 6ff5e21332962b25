import { downloadBoardDocumentRoute, downloadGedDocumentRoute, getBoardPreviewRoute, getPreviewRoute, routePath, type GedDocument } from '@portail/contracts';
import type { DocumentRow } from './ged-rows';

/** `urlPreview` keeps the literal `{page}` placeholder the viewer fills. */
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'bmp']);

/** Inline view and page previews exist for pdf and images only; other types download. */
export function isPreviewable(extension: string): boolean {
  return PREVIEWABLE.has(extension.toLowerCase());
}

export function toGedDocument(row: DocumentRow): GedDocument {
  return {
    id: row.id,
    name: row.nom,
    type: row.type,
    extension: row.extension,
    // Board minutes belong to no dossier: their own routes, guarded by administrateur_cder.
    urlWebdav: routePath(row.code_dossier ? downloadGedDocumentRoute : downloadBoardDocumentRoute, { id: row.id }),
    urlPreview: isPreviewable(row.extension) ? (row.code_dossier ? getPreviewRoute : getBoardPreviewRoute).path.replace('{id}', row.id) : null,
    nbPages: row.nb_pages,
    estSiteInternet: row.est_site_internet,
    taille: Number(row.taille),
    dateCreation: row.date_creation.toISOString(),
    dateModification: row.date_modification.toISOString(),
    millesime: row.millesime,
    codeGED: row.code_ged,
    nomFournisseur: row.nom_fournisseur,
    dateFacture: row.date_facture,
    numeroFacture: row.numero_facture,
    totalTTC: row.total_ttc === null ? null : Number(row.total_ttc),
    typeFacture: row.type_facture,
    typeFichier: row.type_fichier,
  };
}
