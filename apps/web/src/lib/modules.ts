import type { DroitDossier, Droits } from '@portail/contracts';

/** Modules the user holds on a dossier: the dossier's effective modules plus user-level ones. */
export function effectiveModules(dossier: DroitDossier | null | undefined, droits: Droits | null | undefined): string[] {
  return [...new Set([...(dossier?.modules ?? []), ...(droits?.data.modules ?? [])])];
}

/** Spec 01 §6: no requirement is open; with a list, any one module suffices unless requireAll. */
export function hasRequiredModules(
  held: readonly string[],
  required: readonly string[] | undefined,
  requireAll = false,
): boolean {
  if (!required || required.length === 0) return true;
  const set = new Set(held);
  return requireAll ? required.every((module) => set.has(module)) : required.some((module) => set.has(module));
}
