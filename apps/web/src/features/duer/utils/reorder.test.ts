import { changedOrders, startReorder, swapNeighbours } from './reorder';

const items = (...ordres: number[]) => ordres.map((ordre, i) => ({ id: i + 1, ordre, nom: `U${i + 1}` }));

describe('reorder (spec 03 §4)', () => {
  it('starts sorted by order, remembering the server order, nothing changed', () => {
    const r = startReorder(items(2, 1, 3));
    expect(r.map((i) => [i.id, i.ordre, i.ordreOriginal])).toEqual([
      [2, 1, 1],
      [1, 2, 2],
      [3, 3, 3],
    ]);
    expect(changedOrders(r)).toEqual([]);
  });

  it('renumbers 1..n when two items share an order, and those renumbered count as changed', () => {
    const r = startReorder(items(1, 1, 5));
    expect(r.map((i) => i.ordre)).toEqual([1, 2, 3]);
    expect(changedOrders(r)).toEqual([
      { id: 2, ordre: 2 },
      { id: 3, ordre: 3 },
    ]);
  });

  it('keeps gaps when orders are unique', () => {
    expect(startReorder(items(10, 20)).map((i) => i.ordre)).toEqual([10, 20]);
  });

  it('swaps neighbours, exchanging their orders, and sends only the two moved', () => {
    const r = swapNeighbours(startReorder(items(1, 2, 3)), 2, -1);
    expect(r.map((i) => [i.id, i.ordre])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    expect(changedOrders(r)).toEqual([
      { id: 3, ordre: 2 },
      { id: 2, ordre: 3 },
    ]);
  });

  it('does nothing at the ends', () => {
    const start = startReorder(items(1, 2));
    expect(swapNeighbours(start, 0, -1)).toEqual(start);
    expect(swapNeighbours(start, 1, 1)).toEqual(start);
    expect(swapNeighbours(start, 5, 1)).toEqual(start);
  });

  it('a swap undone leaves nothing to send', () => {
    const start = startReorder(items(1, 2, 3));
    expect(changedOrders(swapNeighbours(swapNeighbours(start, 0, 1), 1, -1))).toEqual([]);
  });

  it('does not modify its input', () => {
    const start = startReorder(items(1, 2));
    const copy = structuredClone(start);
    swapNeighbours(start, 0, 1);
    expect(start).toEqual(copy);
  });
});
