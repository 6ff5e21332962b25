import type { DuerAccessContext } from './access';

export interface DossierContext {
  codeDossier: string;
  idRole: number | null;
  modules: string[];
  /** Document categories held on the dossier, descendants included; 'all' for the gérant and staff (GED visibility). */
  categories: string[] | 'all';
}

declare module 'express' {
  interface Request {
    dossier?: DossierContext;
    duer?: DuerAccessContext;
  }
}
