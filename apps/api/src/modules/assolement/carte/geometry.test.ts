import { centroid, type Geometry, pointInGeometry, representativePoint, simplifyGeometry, simplifyLine } from './geometry';

const square = (x: number, y: number, size: number): [number, number][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('simplifyLine (Douglas-Peucker)', () => {
  it('drops points closer to the chord than the tolerance and keeps the others', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.05],
      [2, 0],
      [3, 1],
      [4, 0],
    ];
    // (1, 0.05) is 0.05 from the chord (0,0)-(2,0) once (3,1) is kept; (3,1) is 1 from (0,0)-(4,0).
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
    expect(simplifyLine(line, 0.01)).toEqual(line);
    expect(simplifyLine(line, 2)).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });
});

describe('simplifyGeometry', () => {
  it('keeps a closed ring and drops a hole smaller than the tolerance', () => {
    const ring: [number, number][] = [
      [0, 0],
      [1, 0.001],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    const g: Geometry = { type: 'Polygon', coordinates: [ring, square(0.5, 0.5, 0.001)] };
    const s = simplifyGeometry(g, 0.01);
    expect(s).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    });
  });

  it('keeps a zone smaller than the tolerance rather than losing it', () => {
    const g: Geometry = { type: 'Polygon', coordinates: [square(0, 0, 0.0001)] };
    expect(simplifyGeometry(g, 0.01).coordinates[0]).toHaveLength(5);
  });
});

describe('pointInGeometry', () => {
  const withHole: Geometry = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };
  it('sees inside, outside and inside a hole', () => {
    expect(pointInGeometry([1, 1], withHole)).toBe(true);
    expect(pointInGeometry([11, 1], withHole)).toBe(false);
    expect(pointInGeometry([5, 5], withHole)).toBe(false);
  });
  it('looks in every polygon of a MultiPolygon', () => {
    const multi: Geometry = { type: 'MultiPolygon', coordinates: [[square(0, 0, 1)], [[...square(5, 5, 1)]]] };
    expect(pointInGeometry([5.5, 5.5], multi)).toBe(true);
    expect(pointInGeometry([3, 3], multi)).toBe(false);
  });
});

describe('centroid and representativePoint', () => {
  it('gives the centre of a square, and the area-weighted centre of two squares', () => {
    expect(centroid({ type: 'Polygon', coordinates: [square(0, 0, 2)] })).toEqual([1, 1]);
    // Areas 4 (centre 1,1) and 1 (centre 10.5,0.5): x = (4·1 + 1·10.5) / 5 = 2.9, y = (4·1 + 1·0.5) / 5 = 0.9.
    const [x, y] = centroid({ type: 'MultiPolygon', coordinates: [[square(0, 0, 2)], [square(10, 0, 1)]] });
    expect(x).toBeCloseTo(2.9, 10);
    expect(y).toBeCloseTo(0.9, 10);
  });

  it('subtracts holes', () => {
    // 4×4 square minus the 2×2 at its right half middle... hole [2,4]×[1,3]: x = (16·2 − 4·3) / 12 = 5/3.
    const [x, y] = centroid({ type: 'Polygon', coordinates: [square(0, 0, 4), square(2, 1, 2)] });
    expect(x).toBeCloseTo(5 / 3, 10);
    expect(y).toBeCloseTo(2, 10);
  });

  it('falls back to a point inside a U-shaped zone whose centroid is outside', () => {
    const u: Geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [2, 3],
          [2, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    expect(pointInGeometry(centroid(u), u)).toBe(false);
    const p = representativePoint(u);
    expect(pointInGeometry(p, u)).toBe(true);
  });
});
