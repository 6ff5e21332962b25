import type { SessionUser } from '@portail/contracts';
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

export interface AccessChecker {
  /** The user's role and modules on the dossier; 403 without access, missing module or role. */
  requireDossier(user: SessionUser, codeDossier: string, requirement?: DossierRequirement): Promise<DossierContext>;
  /** 403 when a member targets another person on a dossier he is not gérant of. */
  requireSelfOrGerant(user: SessionUser, dossier: DossierContext, guidPersonne: string | undefined): void;
  /** 403 unless the user is gérant of every listed dossier. */
  requireGerantOfAll(user: SessionUser, codes: Iterable<string>): Promise<void>;
  /** 403 (module) unless the person's own modules, or for a member one of their dossiers' modules, hold one of these. */
  requireUserModules(user: SessionUser, modules: readonly string[]): Promise<void>;
}
