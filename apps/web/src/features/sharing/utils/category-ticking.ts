import { ID_ROLE_AUCUN, isCategoryGrantable, type Categorie, type Role } from '@portail/contracts';

/**
 * Ticking rules of the invite and edit forms (spec 02 §4 Rights sharing).
 *
 * `categories` holds what is sent to the api, where a ticked parent covers all its
 * sub-categories (apps/api effective-modules). A parent with only some sub-categories ticked is
 * shown ticked (the spec's "ticking a category ticks its parents") but marked partial, and is not
 * sent, so it grants its sub-categories only.
 */
export interface DossierGrant {
  codeDossier: string;
  checked: boolean;
  idRole: number;
  categories: string[];
}

type TickState = 'checked' | 'partial' | 'unchecked';

type Tree = Pick<Categorie, '_id' | 'souscategories'>[];

interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
}

function indexTree(tree: Tree): TreeIndex {
  const parent = new Map<string, string | null>();
  const children = new Map<string, string[]>();
  const walk = (nodes: Tree, parentId: string | null) => {
    for (const node of nodes) {
      parent.set(node._id, parentId);
      children.set(
        node._id,
        node.souscategories.map((c) => c._id),
      );
      walk(node.souscategories, node._id);
    }
  };
  walk(tree, null);
  return { parent, children };
}

function descendants(id: string, index: TreeIndex): string[] {
  return (index.children.get(id) ?? []).flatMap((child) => [child, ...descendants(child, index)]);
}

/** Ancestors from the root down to the direct parent. */
function ancestors(id: string, index: TreeIndex): string[] {
  const result: string[] = [];
  for (let p = index.parent.get(id) ?? null; p; p = index.parent.get(p) ?? null) result.unshift(p);
  return result;
}

/** Categories granted, explicitly or through a ticked parent. */
export function coveredCategories(categories: readonly string[], tree: Tree): Set<string> {
  const index = indexTree(tree);
  return new Set(categories.flatMap((id) => [id, ...descendants(id, index)]));
}

export function tickState(id: string, categories: readonly string[], tree: Tree): TickState {
  const covered = coveredCategories(categories, tree);
  if (covered.has(id)) return 'checked';
  return descendants(id, indexTree(tree)).some((d) => covered.has(d)) ? 'partial' : 'unchecked';
}

/** Ids of the categories a dossier with these subscribed modules may grant. */
export function grantableCategories(tree: Categorie[], dossierModules: readonly string[]): Set<string> {
  const result = new Set<string>();
  const walk = (nodes: Categorie[]) => {
    for (const node of nodes) {
      if (isCategoryGrantable(node.modules, dossierModules)) result.add(node._id);
      walk(node.souscategories);
    }
  };
  walk(tree);
  return result;
}

/** Unchecking a dossier resets its role to none (-1) and clears its categories. */
export function toggleDossier(grant: DossierGrant, checked: boolean): DossierGrant {
  return checked ? { ...grant, checked: true } : { ...grant, checked: false, idRole: ID_ROLE_AUCUN, categories: [] };
}

/** Choosing a role checks the dossier and ticks exactly the role's predefined categories the dossier can grant. */
export function chooseRole(grant: DossierGrant, idRole: number, roles: Role[], grantable: ReadonlySet<string>): DossierGrant {
  if (idRole === ID_ROLE_AUCUN) return toggleDossier(grant, false);
  const predefined = roles.find((r) => r.idRole === idRole)?.categoriesPredefinies ?? [];
  return { ...grant, checked: true, idRole, categories: predefined.filter((id) => grantable.has(id)) };
}

/**
 * Ticking a category (or a partial parent, like any tri-state box) ticks its dossier and shows its
 * parents ticked; unticking a category covered by a ticked parent keeps the parent's other
 * sub-categories; unticking the last sub-category leaves the parent unticked.
 */
export function toggleCategory(grant: DossierGrant, id: string, tree: Tree): DossierGrant {
  const index = indexTree(tree);
  const below = new Set(descendants(id, index));
  if (tickState(id, grant.categories, tree) !== 'checked') {
    return { ...grant, checked: true, categories: [...grant.categories.filter((c) => !below.has(c)), id] };
  }
  const set = new Set(grant.categories);
  for (const ancestor of ancestors(id, index)) {
    if (!set.has(ancestor)) continue;
    set.delete(ancestor);
    for (const child of index.children.get(ancestor) ?? []) set.add(child);
  }
  set.delete(id);
  for (const d of below) set.delete(d);
  return { ...grant, categories: [...set] };
}
