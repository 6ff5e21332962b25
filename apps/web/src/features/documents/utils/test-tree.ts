import type { LibraryNode } from '@portail/contracts';

/** A folder of the library tree for tests. */
export function node(id: string, template: LibraryNode['template'], nodes: LibraryNode[] = [], overrides: Partial<LibraryNode> = {}): LibraryNode {
  return {
    _id: `n-${id}`,
    id,
    title: id,
    nodeParent: null,
    nodes,
    order: 0,
    template,
    codeProxy: id,
    icon: null,
    color: null,
    searchPlaceholder: null,
    cderParticulier: false,
    maintenance: false,
    count: 0,
    ...overrides,
  };
}

/** The tree of a normal dossier (docs/ged design): main > attente, factures > factures_2025/2026, fiscal, social > paies_2026_10, vendanges. */
export const TREE: LibraryNode[] = [
  node('main', 'main', [
    node('attente', 'waitingDocuments'),
    node('factures', 'factures', [node('factures_2025', 'factures_annee'), node('factures_2026', 'factures_annee')]),
    node('fiscal', 'default', [], { count: 2 }),
    node('social', 'default', [node('paies_2026_10', 'default', [], { title: 'Paies octobre 2026' }), node('vendanges', 'default')]),
  ]),
];
