import { effectiveModules as combineModules, type DroitDossier, type Droits } from '@portail/contracts';

export { hasRequiredModules } from '@portail/contracts';

/** Modules the user holds on a dossier (the rule lives in contracts, shared with the api). */
export function effectiveModules(dossier: DroitDossier | null | undefined, droits: Droits | null | undefined): string[] {
  return combineModules(dossier?.modules ?? [], droits?.data.modules ?? []);
}
