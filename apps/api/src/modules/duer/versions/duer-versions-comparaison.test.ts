import type { DuerInstantane, RisqueInstantane } from './duer-instantane';
import { comparerInstantanes } from './duer-versions-comparaison';

const risque = (uniteTravail: string, operation: string, nom: string, over: Partial<RisqueInstantane> = {}): RisqueInstantane => ({
  uniteTravail,
  module: 'Module',
  operation,
  risque: nom,
  score: 4,
  niveau: 'À surveiller',
  mesureExistante: 'Existante',
  mesureAFaire: 'À faire',
  mesureQui: 'Le chef',
  mesureDelai: 'Juin',
  ...over,
});
const v = (...risques: RisqueInstantane[]): DuerInstantane => ({ risques });

describe('comparerInstantanes', () => {
  it('finds nothing between identical versions', () => {
    const s = v(risque('U1', 'O1', 'R1'), risque('U1', 'O1', 'R2'));
    expect(comparerInstantanes(s, s)).toEqual({ risquesAjoutes: [], risquesRetires: [], risquesRecotes: [], mesuresModifiees: [] });
  });

  it('lists added, removed, re-rated risks and changed measures in a stable order', () => {
    const de = v(
      risque('U1', 'O1', 'Chute'),
      risque('U1', 'O1', 'Bruit', { score: 2, niveau: 'Faible' }),
      risque('U2', 'O2', 'Coupure'),
      risque('U2', 'O2', 'Poussière'),
    );
    const a = v(
      risque('U2', 'O2', 'Poussière', { mesureAFaire: 'Masque FFP2', mesureDelai: 'Mars' }),
      risque('U1', 'O1', 'Bruit', { score: 9, niveau: 'Important' }),
      risque('U3', 'O3', 'Électrisation', { score: null, niveau: 'Non initialisé' }),
      risque('U1', 'O1', 'Chute'),
      risque('U3', 'O3', 'Brûlure'),
    );
    const r = comparerInstantanes(de, a);
    expect(r.risquesAjoutes).toEqual([
      { uniteTravail: 'U3', module: 'Module', operation: 'O3', risque: 'Électrisation', cotation: { score: null, niveau: 'Non initialisé' } },
      { uniteTravail: 'U3', module: 'Module', operation: 'O3', risque: 'Brûlure', cotation: { score: 4, niveau: 'À surveiller' } },
    ]);
    expect(r.risquesRetires).toEqual([
      { uniteTravail: 'U2', module: 'Module', operation: 'O2', risque: 'Coupure', cotation: { score: 4, niveau: 'À surveiller' } },
    ]);
    expect(r.risquesRecotes).toEqual([
      {
        uniteTravail: 'U1',
        module: 'Module',
        operation: 'O1',
        risque: 'Bruit',
        avant: { score: 2, niveau: 'Faible' },
        apres: { score: 9, niveau: 'Important' },
      },
    ]);
    expect(r.mesuresModifiees).toEqual([
      { uniteTravail: 'U2', module: 'Module', operation: 'O2', risque: 'Poussière', champ: 'mesureAFaire', avant: 'À faire', apres: 'Masque FFP2' },
      { uniteTravail: 'U2', module: 'Module', operation: 'O2', risque: 'Poussière', champ: 'mesureDelai', avant: 'Juin', apres: 'Mars' },
    ]);
  });

  it('tells risks apart by all four names and a level change alone re-rates', () => {
    const de = v(risque('U1', 'O1', 'Chute', { niveau: 'Faible' }));
    const a = v(risque('U1', 'O1', 'Chute', { niveau: 'À surveiller' }), risque('U2', 'O1', 'Chute'), { ...risque('U1', 'O1', 'Chute'), module: 'Autre' });
    const r = comparerInstantanes(de, a);
    expect(r.risquesRecotes.map((x) => [x.avant.niveau, x.apres.niveau])).toEqual([['Faible', 'À surveiller']]);
    expect(r.risquesAjoutes.map((x) => [x.uniteTravail, x.module])).toEqual([
      ['U2', 'Module'],
      ['U1', 'Autre'],
    ]);
    expect(r.risquesRetires).toEqual([]);
  });

  it('pairs a repeated risk occurrence by occurrence', () => {
    const de = v(risque('U1', 'O1', 'Chute', { mesureQui: 'A' }), risque('U1', 'O1', 'Chute', { mesureQui: 'B' }));
    const a = v(risque('U1', 'O1', 'Chute', { mesureQui: 'A' }));
    const r = comparerInstantanes(de, a);
    expect(r.mesuresModifiees).toEqual([]);
    expect(r.risquesRetires).toHaveLength(1);
  });
});
