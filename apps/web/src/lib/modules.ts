import { effectiveModules as combineModules, hasRequiredModules, holdsCategories, ROLE_GERANT, type DroitDossier, type Droits } from '@portail/contracts';
import type { AppRoute } from '../config/routes/route-types';

/** Modules the user holds on a dossier (the rule lives in contracts, shared with the api). */
export function effectiveModules(dossier: DroitDossier | null | undefined, droits: Droits | null | undefined): string[] {
  return combineModules(dossier?.modules ?? [], droits?.data.modules ?? []);
}

/** A route of the table on the selected dossier: its modules, then what it asks of a member's role (staff hold every role). */
export function canOpenRoute(route: AppRoute, modules: readonly string[], dossier: DroitDossier | null = null): boolean {
  if (!hasRequiredModules(modules, route.modules, route.requireAllModules)) return false;
  if (!dossier || dossier.idRole === null) return true;
  if (route.gerant && dossier.idRole !== ROLE_GERANT) return false;
  return holdsCategories(dossier, route.categories);
}
