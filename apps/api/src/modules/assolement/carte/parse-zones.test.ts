import { parseZones, ZoneImportError } from './parse-zones';
import { parseZonesImportArgs } from './zones-import-command';

const feature = (
  code: unknown,
  nom: unknown,
  geometry: unknown = {
    type: 'Polygon',
    coordinates: [
      [
        [4, 49],
        [4.1, 49],
        [4.1, 49.1],
        [4, 49.1],
        [4, 49],
      ],
    ],
  },
) => ({
  type: 'Feature',
  properties: { code, nom, autre: 'X' },
  geometry,
});
const fc = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

describe('parseZones', () => {
  it('reads code, name, geometry and a point inside', () => {
    const [z] = parseZones(fc(feature('51108', ' Châlons-en-Champagne ')));
    expect(z).toMatchObject({ code: '51108', libelle: 'Châlons-en-Champagne', latitude: 49.05, longitude: 4.05 });
    expect(z.geometrie.type).toBe('Polygon');
  });

  it('takes other property names', () => {
    const [z] = parseZones(fc(feature('1', 'Nom')), { codeProp: 'autre', nameProp: 'nom' });
    expect(z.code).toBe('X');
  });

  it.each([
    ['not JSON', '{', 'JSON valide'],
    ['not a FeatureCollection', JSON.stringify({ type: 'Feature' }), 'FeatureCollection'],
    ['empty', fc(), 'aucune zone'],
    ['no code', fc(feature(undefined, 'A')), '« code »'],
    ['no name', fc(feature('1', '')), '« nom »'],
    ['twice the same code', fc(feature('1', 'A'), feature('1', 'B')), 'deux fois'],
    ['a point', fc(feature('1', 'A', { type: 'Point', coordinates: [4, 49] })), 'Polygon ou un MultiPolygon'],
    [
      'a broken ring',
      fc(
        feature('1', 'A', {
          type: 'Polygon',
          coordinates: [
            [
              [4, 49],
              [4, 'x'],
            ],
          ],
        }),
      ),
      'Polygon ou un MultiPolygon',
    ],
  ])('refuses %s with a French message', (_what, text, message) => {
    expect(() => parseZones(text)).toThrow(ZoneImportError);
    expect(() => parseZones(text)).toThrow(message);
  });
});

describe('parseZonesImportArgs', () => {
  it('reads the file and the options', () => {
    expect(parseZonesImportArgs(['a.geojson', '--type', 'petiteRegion', '--code-prop', 'id', '--tolerance', '0'])).toEqual({
      file: 'a.geojson',
      type: 'petiteRegion',
      codeProp: 'id',
      nameProp: undefined,
      tolerance: 0,
    });
  });
  it.each([
    [['a.geojson']],
    [['a.geojson', '--type', 'pays']],
    [['--type', 'commune']],
    [['a', '--type', 'commune', '--x', '1']],
    [['a', '--type', 'commune', '--tolerance', 'abc']],
  ])('refuses %j', (args) => expect(() => parseZonesImportArgs(args)).toThrow(ZoneImportError));
});
