import { ROLE_GERANT } from '../common/modules';

export interface CategorieNode {
  id: string;
  parentId: string | null;
  modules: string[];
}

/** Every category id of the list plus all their descendants (ticking a parent covers its children). */
export function expandCategories(ids: string[], tree: CategorieNode[]): Set<string> {
  const result = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree) {
      if (node.parentId && result.has(node.parentId) && !result.has(node.id)) {
        result.add(node.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Every category id of the list plus all their ancestors (holding a child opens its parents' modules). */
export function withAncestors(ids: Iterable<string>, tree: CategorieNode[]): Set<string> {
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const result = new Set<string>();
  for (const id of ids) {
    for (let current: string | null | undefined = id; current && !result.has(current); current = parentOf.get(current)) result.add(current);
  }
  return result;
}

/**
 * Modules of a member on a dossier: the gérant gets every subscribed module; others get the
 * modules their categories grant (a category also grants its ancestors' modules: holding
 * mesDocs_fiscal opens the document store of mesDocs), plus the modules no category governs.
 */
export function memberModules(dossierModules: string[], idRole: number, categoryIds: string[], tree: CategorieNode[]): string[] {
  if (idRole === ROLE_GERANT) return [...dossierModules].sort();
  const allowed = withAncestors(expandCategories(categoryIds, tree), tree);
  const governed = new Set(tree.flatMap((c) => c.modules));
  const granted = new Set(tree.filter((c) => allowed.has(c.id)).flatMap((c) => c.modules));
  return dossierModules.filter((m) => !governed.has(m) || granted.has(m)).sort();
}

const DUER_FUNCTIONS = ['CE', 'SEC', 'SE'];

/** Modules of a collaborator on a portfolio dossier, narrowed by the union of their functions. */
export function staffModules(dossierModules: string[], functions: { code: string; modules: string[] }[]): string[] {
  const all = functions.some((f) => f.modules.includes('*'));
  const allowed = new Set(functions.flatMap((f) => f.modules));
  const result = new Set(dossierModules.filter((m) => all || allowed.has(m)));
  if (dossierModules.includes('tool_duer') && functions.some((f) => DUER_FUNCTIONS.includes(f.code))) {
    result.add('tool_duer_collaborateur');
  }
  if (result.has('dossier_cder')) result.add('canSubscribeAgCollab');
  return [...result].sort();
}

/** Modules the user holds on a dossier: the dossier's effective modules plus user-level ones. */
export function effectiveModules(dossierModules: readonly string[], userModules: readonly string[]): string[] {
  return [...new Set([...dossierModules, ...userModules])];
}

/** Spec 01 §6: no requirement is open; with a list, any one module suffices unless requireAll. */
export function hasRequiredModules(held: readonly string[], required: readonly string[] | undefined, requireAll = false): boolean {
  if (!required || required.length === 0) return true;
  const set = new Set(held);
  return requireAll ? required.every((module) => set.has(module)) : required.some((module) => set.has(module));
}

/**
 * A route's rights categories on a dossier: any one held (the categories of DossierContext or DroitDossier, descendants
 * included), or 'all' for the gérant and staff; without a list of its own, a member other than the gérant holds none.
 */
export function holdsCategories(dossier: { idRole: number | null; categories?: 'all' | readonly string[] }, required: readonly string[] | undefined): boolean {
  if (!required?.length) return true;
  const held = dossier.categories ?? (dossier.idRole === ROLE_GERANT || dossier.idRole === null ? 'all' : []);
  return held === 'all' || required.some((c) => held.includes(c));
}

export interface ModuleRequirement {
  modules?: readonly string[];
  requireAll?: boolean;
  moduleSets?: readonly (readonly string[])[];
  staffModules?: readonly string[];
}

/**
 * A route's module requirement on a dossier (RouteDossierAccess): for staff, `staffModules` when given replaces the
 * rest; `moduleSets` passes when every module of one set is held; `modules` as in hasRequiredModules. Both must pass.
 */
export function satisfiesModuleRequirement(held: readonly string[], requirement: ModuleRequirement, isStaff: boolean): boolean {
  if (isStaff && requirement.staffModules?.length) return hasRequiredModules(held, requirement.staffModules);
  const sets = requirement.moduleSets;
  if (sets?.length && !sets.some((set) => hasRequiredModules(held, set, true))) return false;
  return hasRequiredModules(held, requirement.modules, requirement.requireAll);
}
