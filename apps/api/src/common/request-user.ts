import type { SessionUser } from '@portail/contracts';

export interface DossierContext {
  codeDossier: string;
  idRole: number | null;
  modules: string[];
  /** Document categories held on the dossier, descendants included; 'all' for the gérant and staff (GED visibility). */
  categories: string[] | 'all';
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** Sign-in time (ms since epoch): the start of the absolute lifetime. */
    signedInAt?: number;
    csrfToken?: string;
    /** Last time the idle expiry was pushed back (at most once a minute: see session.ts). */
    refreshedAt?: number;
    returnUrl?: string;
    /** Set by a sign-in with the right password on an account not yet activated: what the resend of the link may act on. */
    pendingActivation?: { compteId: string; until: number };
  }
}

declare module 'express' {
  interface Request {
    dossier?: DossierContext;
  }
}
