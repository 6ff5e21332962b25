/** @jest-environment jsdom */
import L from 'leaflet';
import type { Zone } from '@portail/contracts';
import { mercator, projeterZones, zoneAuPoint } from './zones-geometrie';
import type { ZoneRendement } from './zones';

const ligne = (code: string, geometrie: Zone['geometrie']): ZoneRendement => ({
  zone: { code, libelle: code, latitude: 49, longitude: 4, geometrie },
  libelle: code,
  rendement: null,
  exploitations: null,
});
const carre = (x: number, y: number, cote: number) => [
  [x, y],
  [x + cote, y],
  [x + cote, y + cote],
  [x, y + cote],
  [x, y],
];

describe('zones projected once for the map canvas', () => {
  it('projects as Leaflet’s EPSG:3857 at zoom 0', () => {
    for (const [lon, lat] of [
      [4.03, 49.25],
      [3.4, 48.5],
      [-179.9, -89],
      [0, 0],
    ] as const) {
      const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lon), 0);
      const [x, y] = mercator(lon, lat);
      expect(x).toBeCloseTo(p.x, 9);
      expect(y).toBeCloseTo(p.y, 9);
    }
  });

  it('finds the zone under a point: outer ring minus holes, every part of a multipolygon, nothing outside', () => {
    const zones = projeterZones([
      ligne('troue', { type: 'Polygon', coordinates: [carre(4, 49, 0.2), carre(4.05, 49.05, 0.1)] }),
      ligne('multi', { type: 'MultiPolygon', coordinates: [[carre(5, 49, 0.1)], [carre(5.5, 49, 0.1)]] }),
    ]);
    const at = (lon: number, lat: number) => zoneAuPoint(zones, ...mercator(lon, lat))?.ligne.zone.code ?? null;
    expect(at(4.01, 49.01)).toBe('troue');
    expect(at(4.1, 49.1)).toBeNull(); // in the hole
    expect(at(5.05, 49.05)).toBe('multi');
    expect(at(5.55, 49.05)).toBe('multi');
    expect(at(5.3, 49.05)).toBeNull();
    expect(zones[0]!.cadre[0]).toBeCloseTo(mercator(4, 49)[0], 9);
    expect(zones[0]!.polygones[0]).toHaveLength(2);
    expect(zones[0]!.polygones[0]![0]).toHaveLength(10);
  });
});
