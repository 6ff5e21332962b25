import type { InformationsGenerales, NiveauRisque, PageDeGarde, Preambule } from '@portail/contracts';

/** What one print covers (spec 03 §2.10): the whole DUER, some modules, or some work units with or without pages and annexes. */
export type DuerSelection =
  { type: 'duer' } | { type: 'modules'; idModules: number[] } | { type: 'categories'; idCategories: number[]; pages: boolean; annexes: boolean };

/** The spec's print ids: -1 stands for the pages and -2 for the annexes in a list of work units. */
export const SELECTION_PAGES = -1;
export const SELECTION_ANNEXES = -2;

/** `categoriesListe` as the calls send it (work unit ids with -1 and -2) → a selection. */
export function selectionDeCategories(ids: number[]): DuerSelection {
  return {
    type: 'categories',
    idCategories: ids.filter((id) => id > 0),
    pages: ids.includes(SELECTION_PAGES),
    annexes: ids.includes(SELECTION_ANNEXES),
  };
}

export type EtapeImpression = 'lecture' | 'pages' | 'fusion';

export interface OptionsImpression {
  temporaire: boolean;
  onProgress?: (etape: EtapeImpression, pourcentage: number) => void;
}

/** A stored file (page or annex) to merge. */
export interface FichierImprime {
  nom: string;
  blobKey: string | null;
  extension: string | null;
}

/** A page of the pages screen: a special page rendered from its data, or a file. */
export type PageImprimee =
  | { type: 'page-de-garde'; nom: string }
  | { type: 'informations-generales'; nom: string }
  | { type: 'preambule'; nom: string }
  | { type: 'audit'; nom: string }
  | ({ type: 'fichier' } & FichierImprime);

export interface PictoImprime {
  nom: string;
  description: string;
}

export interface RisqueImprime {
  nom: string;
  score: string;
  niveau: NiveauRisque;
  pictos: PictoImprime[];
  mesureExistante: string;
  mesureAFaire: string;
  mesureQui: string;
  mesureDelai: string;
}

export interface OperationImprimee {
  nom: string;
  risques: RisqueImprime[];
}

export interface ModuleImprime {
  nom: string;
  remarque: string | null;
  operations: OperationImprimee[];
}

export interface UniteImprimee {
  nom: string;
  modules: ModuleImprime[];
}

export interface AuditImprime {
  categories: { nom: string; questions: { numero: number; libelle: string; reponse: string; remarque: string }[] }[];
}

/** Everything one print needs, read before any page is drawn. */
export interface DonneesImpression {
  annee: number;
  dossier: { codeDossier: string; raisonSociale: string };
  pagesAvant: PageImprimee[];
  unites: UniteImprimee[];
  pagesApres: PageImprimee[];
  annexes: FichierImprime[];
  pageDeGarde: PageDeGarde['pageDeGarde'] & { gerants: string[] };
  informations: InformationsGenerales['informations'];
  preambule: Pick<Preambule, 'descriptifExploitation' | 'ressourcesHumaines' | 'prestationsServices' | 'categories'>;
  audit: AuditImprime;
}
