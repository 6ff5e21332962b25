import type { NodeTemplate, TypeFacture, TypeFichier } from '@portail/contracts';

/** A folder as the read side needs it, with its visibility for the viewer and its visible document count. */
export interface FolderRow {
  id: string;
  code: string;
  parent_id: string | null;
  titre: string;
  ordre: number;
  template: NodeTemplate;
  store: 'documents' | 'factures';
  cder_particulier: boolean;
  icone: string | null;
  couleur: string | null;
  placeholder_recherche: string | null;
  texte: string | null;
  visible: boolean;
  count: number;
}

/** A document row joined to its folder's code. */
export interface DocumentRow {
  id: string;
  noeud_id: string;
  code_dossier: string | null;
  code_ged: string;
  nom: string;
  type: 'document' | 'facture';
  extension: string;
  mime: string;
  taille: string;
  blob_key: string;
  date_creation: Date;
  date_modification: Date;
  millesime: number | null;
  est_site_internet: boolean;
  nb_pages: number | null;
  apercu_statut: string;
  nom_fournisseur: string | null;
  date_facture: string | null;
  numero_facture: string | null;
  total_ttc: string | null;
  type_facture: TypeFacture | null;
  type_fichier: TypeFichier | null;
}

export const DOCUMENT_COLUMNS = `d.id, d.noeud_id, d.code_dossier, n.code AS code_ged, d.nom, d.type, d.extension, d.mime, d.taille, d.blob_key,
  d.date_creation, d.date_modification, d.millesime, d.est_site_internet, d.nb_pages, d.apercu_statut, d.nom_fournisseur,
  to_char(d.date_facture, 'YYYY-MM-DD') AS date_facture, d.numero_facture, d.total_ttc, d.type_facture, d.type_fichier`;

export const FOLDER_COLUMNS = `n.id, n.code, n.parent_id, n.titre, n.ordre, n.template, n.store, n.cder_particulier, n.icone, n.couleur,
  n.placeholder_recherche, n.texte`;
