import type { DuerDroitRequis, DuerDroits, DuerFait, SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import type { DossierContext } from './request-user';

/** The access service the guard relies on; the droits module provides it. */
export const ACCESS = Symbol('ACCESS');

export interface DossierRequirement {
  modules?: readonly string[];
  requireAll?: boolean;
  /** The dossier must hold every module of at least one set. */
  moduleSets?: readonly (readonly string[])[];
  /** For collaborators, these modules (any one) replace modules and moduleSets. */
  staffModules?: readonly string[];
  /** Rights categories (any one) a member needs; the gérant and staff hold them all. */
  categories?: readonly string[];
  gerant?: boolean;
}

/** What the DUER rights of spec 03 §6 depend on besides the caller: the DUER's state, or the dossier's DUERs. */
export interface DuerEtat {
  /** The DUER is finished (false on a dossier's route, which names none). */
  estFini: boolean;
  /** The DUER is the oldest of several of its dossier (false on a dossier's route). */
  estPlusAncien: boolean;
  /** DUERs the dossier holds. */
  nombreDuers: number;
}

export interface AccessChecker {
  /** The user's role and modules on the dossier; 403 without access, missing module or role. */
  requireDossier(user: SessionUser, codeDossier: string, requirement?: DossierRequirement): Promise<DossierContext>;
  /** 403 when a member targets another person on a dossier he is not gérant of. */
  requireSelfOrGerant(user: SessionUser, dossier: DossierContext, guidPersonne: string | undefined): void;
  /** 403 unless the user is gérant of every listed dossier. */
  requireGerantOfAll(user: SessionUser, codes: Iterable<string>): Promise<void>;
  /** 403 (module) unless the person's own modules, or for a member one of their dossiers' modules, hold one of these. */
  requireUserModules(user: SessionUser, modules: readonly string[]): Promise<void>;
  /** The user's DUER rights (spec 03 §6); 403 with the DUER's message unless they hold each right required, in order. */
  requireDuer(user: SessionUser, etat: DuerEtat, requis: readonly DuerDroitRequis[]): Promise<DuerDroits>;
}

/**
 * The DUER module's reader of what the DUER rules depend on, registered under this token: the guard looks it up for a
 * route with a DUER rule (common code knows no feature module).
 */
export const DUER_FACTS = Symbol('DUER_FACTS');

/** What the guard learns of the DUER (or the dossier's DUERs) a request names; `duer` and `dossier` are the module's own shapes. */
export interface DuerFacts<
  TDuer extends { id: number; codeDossier: string; estFini: boolean } = { id: number; codeDossier: string; estFini: boolean },
  TDossier = unknown,
> extends DuerEtat {
  /** The DUER named by the path or the body; null on a dossier's route (its years). */
  duer: TDuer | null;
  /** The dossier the guard admitted the caller to. */
  dossier: TDossier;
}

export interface DuerFactsReader {
  /** The DUER the request names on the dossier the guard checked (404 when it does not exist), or the dossier's DUERs. */
  read(req: Request, codeDossier: string): Promise<DuerFacts>;
  /** A fact about an item the path names (a rule's `when: { fact }`). */
  fact(name: DuerFait, req: Request, facts: DuerFacts): Promise<boolean>;
}

/**
 * A DUER route's context once the guard has decided its rule (spec 03 §6): the facts it read, the caller's rights (the
 * answers show them) and the rights the route required of this call (a write confirms them under the DUER's lock).
 */
export type DuerAccessContext<F extends DuerFacts = DuerFacts> = F & {
  droits: DuerDroits;
  user: SessionUser;
  requis: readonly DuerDroitRequis[];
};
