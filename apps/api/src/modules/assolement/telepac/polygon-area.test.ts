import { parseGmlCoordinates, parseGmlPosList, polygonArea, ringArea } from './polygon-area';

describe('polygon area (shoelace, Lambert-93 metres)', () => {
  it('computes a square and a triangle whatever the winding', () => {
    const square: Array<[number, number]> = [
      [770000, 6880000],
      [770100, 6880000],
      [770100, 6880100],
      [770000, 6880100],
      [770000, 6880000],
    ];
    expect(ringArea(square)).toBeCloseTo(10_000, 6);
    expect(ringArea([...square].reverse())).toBeCloseTo(10_000, 6);
    expect(
      ringArea([
        [0, 0],
        [200, 0],
        [0, 150],
      ]),
    ).toBe(15_000);
  });

  it('subtracts the holes: 100 m x 100 m square minus a 30 m x 20 m hole = 9 400 m2', () => {
    // By hand: outer 100 * 100 = 10 000 m2; inner (770050 - 770020) * (6880040 - 6880020) = 30 * 20 = 600 m2.
    const outer = parseGmlCoordinates('770000,6880000 770100,6880000\n 770100,6880100 770000,6880100 770000,6880000')!;
    const hole = parseGmlCoordinates('770020,6880020 770020,6880040 770050,6880040 770050,6880020 770020,6880020')!;
    expect(polygonArea(outer, [hole])).toBeCloseTo(9_400, 6);
  });

  it('reads gml:coordinates over several lines, 3D tuples and custom separators, and gml:posList', () => {
    expect(parseGmlCoordinates('\n  1,2 3,4\n\t5,6  \n')).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(parseGmlCoordinates('1,2,9 3,4,9')).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(parseGmlCoordinates('1.5;2|3;4', { cs: ';', ts: '|' })).toEqual([
      [1.5, 2],
      [3, 4],
    ]);
    expect(parseGmlCoordinates('1,5 2,5', { decimal: ',', cs: ' ', ts: ' ' })).toBeNull(); // ambiguous: refused, not guessed
    expect(parseGmlPosList('0 0 10 0\n10 10 0 0')).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ]);
    expect(parseGmlPosList('0 0 1 10 0 1 10 10 1', 3)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(parseGmlPosList('0 0 10')).toBeNull();
    expect(parseGmlCoordinates('a,b c,d')).toBeNull();
  });
});
