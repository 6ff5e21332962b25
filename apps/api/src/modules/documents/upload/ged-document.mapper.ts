import type { GedDocument as GedDocumentDto } from '@portail/contracts';
import type { GedDocument } from '../ged-document.entity';

const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'bmp']);

/** A document row as the api sends it (the folder's code given by the caller). */
export function toGedDocumentDto(d: GedDocument, codeGED: string): GedDocumentDto {
  return {
    id: d.id,
    name: d.nom,
    type: d.type,
    extension: d.extension,
    urlWebdav: `/api/documents/ged/download/${d.id}`,
    urlPreview: PREVIEWABLE.has(d.extension) ? `/api/documents/ged/preview/${d.id}/{page}` : null,
    nbPages: d.nbPages,
    estSiteInternet: d.estSiteInternet,
    taille: d.taille,
    dateCreation: new Date(d.dateCreation).toISOString(),
    dateModification: new Date(d.dateModification).toISOString(),
    millesime: d.millesime,
    codeGED,
    nomFournisseur: d.nomFournisseur,
    dateFacture: d.dateFacture,
    numeroFacture: d.numeroFacture,
    totalTTC: d.totalTTC,
    typeFacture: d.typeFacture,
    typeFichier: d.typeFichier,
  };
}
