import type { SessionUser } from '@portail/contracts';

export interface DossierContext {
  codeDossier: string;
  idRole: number | null;
  modules: string[];
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** Sign-in time (ms since epoch): the start of the absolute lifetime. */
    signedInAt?: number;
    csrfToken?: string;
    returnUrl?: string;
  }
}

declare module 'express' {
  interface Request {
    dossier?: DossierContext;
  }
}
