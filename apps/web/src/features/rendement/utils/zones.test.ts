import type { AssolementCulture, RendementMoyen, Zone } from '@portail/contracts';
import { libellesDistincts, rendementDossier, zonesRendement } from './zones';

const zone = (code: string, libelle: string): Zone => ({ code, libelle, latitude: 49, longitude: 4, geometrie: { type: 'Polygon', coordinates: [] } });
const moyenne = (key: string, rendement: RendementMoyen['rendement']): RendementMoyen => ({ key, libelle: key, latitude: 49, longitude: 4, rendement });
const ligne = (culture: number, surface: number, rendement: number | null) =>
  ({ culture: { idtCultureTypeTRAME: culture }, surface, rendement }) as unknown as AssolementCulture;

describe('zones of the map with the chosen crop’s averages', () => {
  it('joins by zone code, leaves zones under the floor without a figure, sorts by name', () => {
    const zones = [zone('51454', 'Reims'), zone('51108', 'Châlons-en-Champagne'), zone('51230', 'Épernay')];
    const moyennes = [
      moyenne('51454', [
        { culture: 1015, rendement: 8.1, exploitations: 5 },
        { culture: 1022, rendement: 7.9, exploitations: 3 },
      ]),
      moyenne('51230', [{ culture: 1022, rendement: 7.2, exploitations: 4 }]),
    ];
    expect(zonesRendement(zones, moyennes, 1015).map((z) => [z.libelle, z.rendement, z.exploitations])).toEqual([
      ['Reims', 8.1, 5],
      ['Châlons-en-Champagne', null, null],
      ['Épernay', null, null],
    ]);
  });

  it('tells homonyms apart by their département, or by their code when they share it', () => {
    const libelles = libellesDistincts([
      { code: '51085', libelle: 'Breuil' },
      { code: '51086', libelle: 'Breuil' },
      { code: '02120', libelle: 'Vaux' },
      { code: '51600', libelle: 'Vaux' },
      { code: '97411', libelle: 'Saint-Denis' },
      { code: '93066', libelle: 'Saint-Denis' },
      { code: '51454', libelle: 'Reims' },
    ]);
    expect([...libelles.values()]).toEqual(['Breuil (51085)', 'Breuil (51086)', 'Vaux (02)', 'Vaux (51)', 'Saint-Denis (974)', 'Saint-Denis (93)', 'Reims']);
  });

  it('takes the dossier’s own yield as the surface-weighted mean of its lines of that crop', () => {
    // (10 × 8 + 30 × 9) / 40 = 8.75; the line without yield and the other crop are ignored.
    expect(rendementDossier([ligne(1015, 10, 8), ligne(1015, 30, 9), ligne(1015, 5, null), ligne(1022, 20, 6)], 1015)).toBe(8.75);
    expect(rendementDossier([ligne(1015, 5, null)], 1015)).toBeNull();
  });
});
