import type { ModuleCode } from '@portail/contracts';

/** One entry of the route table (architecture §6): guards and the router read only this. */
export interface AppRoute {
  /** Route name of the specs (kept for redirects, module-interdit and guided tours). */
  name: string;
  /** react-router path pattern. */
  path: string;
  /** French screen title, shown by the placeholder and the module-interdit page. */
  title: string;
  requiresAuth: boolean;
  /** Modules of the selected dossier; any one suffices unless requireAllModules. */
  modules?: readonly ModuleCode[];
  requireAllModules?: boolean;
  /** Only the gérant of the selected dossier (staff act on any dossier of their portfolio), as the screen's api routes. */
  gerant?: boolean;
  /** Rights categories (any one) a member other than the gérant needs on the selected dossier, as the screen's api routes. */
  categories?: readonly string[];
  collaboratorOnly?: boolean;
  /** Reachable by a member with no dossier or a collaborator who has not picked one yet. */
  allowedWithoutDossier?: boolean;
  /** Static redirect target: the route only forwards. */
  redirectTo?: string;
}
