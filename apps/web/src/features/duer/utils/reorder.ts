/** An item of a reorder mode: its order now and the order the server holds (spec 03 §3.3 ordreOriginal). */
export interface Ordonnable {
  id: number;
  ordre: number;
  ordreOriginal: number;
}

const byOrdre = <T extends { id: number; ordre: number }>(a: T, b: T) => a.ordre - b.ordre || a.id - b.id;

/**
 * Starts a reorder mode (spec 03 §4): items sorted by order, each remembering the server's order; when two items share
 * an order, all are renumbered 1..n (those renumbered then count as changed).
 */
export function startReorder<T extends { id: number; ordre: number }>(items: readonly T[]): (T & Ordonnable)[] {
  const sorted = [...items].sort(byOrdre);
  const duplicates = new Set(sorted.map((i) => i.ordre)).size !== sorted.length;
  return sorted.map((item, index) => ({ ...item, ordreOriginal: item.ordre, ordre: duplicates ? index + 1 : item.ordre }));
}

/** Swaps the item at `index` with its neighbour (-1 before, +1 after), exchanging their orders; unchanged at an end. */
export function swapNeighbours<T extends Ordonnable>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const other = index + direction;
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return [...items];
  const next = [...items];
  const a = items[index]!;
  const b = items[other]!;
  next[index] = { ...b, ordre: a.ordre };
  next[other] = { ...a, ordre: b.ordre };
  return next;
}

/** What 'Valider' sends: only the items whose order differs from the server's. */
export function changedOrders(items: readonly Ordonnable[]): { id: number; ordre: number }[] {
  return items.filter((i) => i.ordre !== i.ordreOriginal).map(({ id, ordre }) => ({ id, ordre }));
}
