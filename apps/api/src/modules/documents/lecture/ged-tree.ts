import type { LibraryNode } from '@portail/contracts';
import type { FolderRow } from './ged-rows';
import type { GedViewer } from './ged-visibility';
import { inMaintenance } from './ged-visibility';

/**
 * The folders the viewer is shown: the visible ones and their ancestors (as containers, count 0);
 * a folder with no visible folder under it and not visible itself is never sent, name included.
 */
export function buildTree(rows: FolderRow[], viewer: GedViewer): LibraryNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = new Set<string>();
  for (const row of rows) {
    if (!row.visible) continue;
    for (let current: FolderRow | undefined = row; current && !shown.has(current.id); current = current.parent_id ? byId.get(current.parent_id) : undefined)
      shown.add(current.id);
  }
  const nodes = new Map<string, LibraryNode>();
  for (const row of rows) if (shown.has(row.id)) nodes.set(row.id, toNode(row, viewer, byId));
  const roots: LibraryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.nodes : roots).push(node);
  }
  return roots;
}

function toNode(row: FolderRow, viewer: GedViewer, byId: Map<string, FolderRow>): LibraryNode {
  return {
    _id: row.id,
    id: row.code,
    title: row.titre,
    nodeParent: row.parent_id ? (byId.get(row.parent_id)?.code ?? null) : null,
    nodes: [],
    order: row.ordre,
    template: row.template,
    codeProxy: row.code,
    icon: row.icone,
    color: row.couleur,
    searchPlaceholder: row.placeholder_recherche,
    cderParticulier: row.cder_particulier,
    maintenance: inMaintenance(viewer, row.store),
    count: row.visible ? Number(row.count) : 0,
  };
}

/** Codes of the folders shown as containers only (not visible, with a visible folder under them). */
export function containerIds(rows: FolderRow[]): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = new Set<string>();
  for (const row of rows) {
    if (!row.visible) continue;
    for (let parent = row.parent_id ? byId.get(row.parent_id) : undefined; parent; parent = parent.parent_id ? byId.get(parent.parent_id) : undefined)
      if (!parent.visible) result.add(parent.id);
  }
  return result;
}
