/**
 * A category may be granted on a dossier only when it governs no module or when the dossier
 * subscribes to at least one of its modules: sharing never offers a module the dossier lacks.
 */
export function isCategoryGrantable(categoryModules: readonly string[], dossierModules: readonly string[]): boolean {
  return categoryModules.length === 0 || categoryModules.some((m) => dossierModules.includes(m));
}
