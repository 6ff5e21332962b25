import type { Cotation, DuerPlanAction, InformationsGenerales, NiveauRisque, PageDeGarde, Preambule } from '@portail/contracts';

/** What one print covers (spec 03 §2.10): the whole DUER, some modules, or some work units with or without pages and annexes. */
export type DuerSelection =
  { type: 'duer' } | { type: 'modules'; idModules: number[] } | { type: 'categories'; idCategories: number[]; pages: boolean; annexes: boolean };

/** The spec's print ids: -1 stands for the pages and -2 for the annexes in a list of work units. */
export const SELECTION_PAGES = -1;
export const SELECTION_ANNEXES = -2;

/** `categoriesListe` as the calls send it (work unit ids with -1 and -2) → a selection. */
export function selectionFromCategories(ids: number[]): DuerSelection {
  return {
    type: 'categories',
    idCategories: ids.filter((id) => id > 0),
    pages: ids.includes(SELECTION_PAGES),
    annexes: ids.includes(SELECTION_ANNEXES),
  };
}

export type EtapeImpression = 'lecture' | 'pages' | 'fusion';

export interface ImpressionOptions {
  temporaire: boolean;
  /** A definitive print to seal: made PDF/A-2b as it is built, its tags kept. */
  archive?: boolean;
  onProgress?: (etape: EtapeImpression, pourcentage: number) => void;
}

/** A stored file (page or annex) to merge. */
export interface ImpressionFichier {
  nom: string;
  blobKey: string | null;
  extension: string | null;
}

/** A page of the pages screen: a special page rendered from its data, or a file. */
export type ImpressionPage =
  | { type: 'page-de-garde'; nom: string }
  | { type: 'informations-generales'; nom: string }
  | { type: 'preambule'; nom: string }
  | { type: 'audit'; nom: string }
  | { type: 'methodologie'; nom: string }
  | { type: 'plan-action'; nom: string }
  | ({ type: 'fichier' } & ImpressionFichier);

export interface ImpressionPicto {
  nom: string;
  description: string;
  /** The pictogram rasterised to PNG (pdfkit draws no SVG); null when its image cannot be read. */
  png: Buffer | null;
}

export interface ImpressionRisque {
  nom: string;
  cotation: Cotation;
  /** '12' or '4,5', '' when not rated. */
  score: string;
  niveau: NiveauRisque;
  pictos: ImpressionPicto[];
  mesureExistante: string;
  mesureAFaire: string;
  mesureQui: string;
  mesureDelai: string;
}

export interface ImpressionOperation {
  nom: string;
  risques: ImpressionRisque[];
}

export interface ImpressionModule {
  nom: string;
  remarque: string | null;
  operations: ImpressionOperation[];
}

export interface ImpressionUnite {
  nom: string;
  modules: ImpressionModule[];
}

export interface ImpressionAudit {
  categories: { nom: string; questions: { numero: number; libelle: string; reponse: string; remarque: string }[] }[];
}

/** Everything one print needs, read before any page is drawn. */
export interface ImpressionData {
  annee: number;
  /** versionCalculRisque: the rating method (new 3/6/14 or old 2/9/20). */
  methode: number;
  dossier: { codeDossier: string; raisonSociale: string };
  pagesAvant: ImpressionPage[];
  unites: ImpressionUnite[];
  pagesApres: ImpressionPage[];
  annexes: ImpressionFichier[];
  pageDeGarde: PageDeGarde['pageDeGarde'] & { gerants: string[] };
  informations: InformationsGenerales['informations'];
  preambule: Pick<Preambule, 'descriptifExploitation' | 'ressourcesHumaines' | 'prestationsServices' | 'categories'>;
  audit: ImpressionAudit;
  /** The action plan of the printed work units; null when the print leaves the pages out. */
  planAction: DuerPlanAction | null;
  /** The consultation box ends a whole-DUER print. */
  consultation: boolean;
}
