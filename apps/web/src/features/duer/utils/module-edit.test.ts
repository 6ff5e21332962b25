import type { DuerModuleDetail, DuerRisque, HistoriqueModule } from '@portail/contracts';
import {
  deplacerGroupe,
  deplacerRisque,
  differencesPictos,
  enAttente,
  etapeDe,
  formatDateHistorique,
  groupesEdites,
  initEdition,
  initialiserCotation,
  modifierCotation,
  modifierRemarque,
  modifierRisque,
  payloadEnregistrement,
  reappliquer,
  valeurDe,
  valeursHistorique,
} from './module-edit';

const risque = (id: number, over: Partial<DuerRisque> = {}): DuerRisque => ({
  id,
  ordre: id,
  estActif: true,
  gravite: null,
  frequence: null,
  maitrise: null,
  score: null,
  niveau: 'Non initialisé',
  mesureExistante: '',
  mesureAFaire: '',
  mesureQui: '',
  mesureDelai: '',
  duerBaseRisque: { id: 100 + id, nom: `Risque ${id}`, estAvecPicto: false },
  duerPictos: [],
  ...over,
});

const detail = (versionCalculRisque = 1): DuerModuleDetail => ({
  duer: { id: 1, annee: 2030, estFini: false, estValide: false, dateFini: null, idGedDuerDefinitif: null, codeDossier: '010001', versionCalculRisque },
  droits: { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false },
  categorie: { id: 2, nom: 'Atelier' },
  module: {
    id: 3,
    ordre: 1,
    remarque: null,
    forcerValidation: false,
    estValide: false,
    duerBaseModule: { id: 30, nom: 'Soudure', annee: null, codeDossier: null },
  },
  version: 7,
  groupes: [
    { id: 10, ordre: 1, duerBaseGroupe: { id: 110, nom: 'Préparation' }, duerRisques: [risque(1), risque(2, { gravite: 2, frequence: 3 })] },
    { id: 11, ordre: 2, duerBaseGroupe: { id: 111, nom: 'Nettoyage' }, duerRisques: [risque(3)] },
  ],
  suivant: null,
});

describe('module edition', () => {
  it('starts with nothing pending and sends only what changed', () => {
    const e = initEdition(detail());
    expect(enAttente(e)).toBe(false);
    const changed = modifierRisque(e, 2, { mesureQui: 'Le gérant' });
    expect(enAttente(changed)).toBe(true);
    expect(payloadEnregistrement(changed)).toEqual({
      version: 7,
      remarque: null,
      groupesOrdre: [],
      risques: [expect.objectContaining({ id: 2, mesureQui: 'Le gérant', gravite: 2, frequence: 3, maitrise: null })],
    });
    expect(enAttente(modifierRisque(changed, 2, { mesureQui: '' }))).toBe(false);
  });

  it('sets the other null ratings with one change, and all of them with the badge (spec 03 §4)', () => {
    const e = initEdition(detail());
    expect(modifierCotation(e, 1, 'gravite', 4, 1).risques[1]).toMatchObject({ gravite: 4, frequence: 1, maitrise: null });
    expect(initialiserCotation(e, 1, 1).risques[1]).toMatchObject({ gravite: 1, frequence: 1, maitrise: null });
    const old = initEdition(detail(0));
    expect(modifierCotation(old, 1, 'frequence', 3, 0).risques[1]).toMatchObject({ gravite: 1, frequence: 3, maitrise: 0.1 });
    expect(initialiserCotation(old, 3, 0).risques[3]).toMatchObject({ gravite: 1, frequence: 1, maitrise: 0.1 });
  });

  it('swaps neighbour operations, sends the changed orders and shows them in the new order', () => {
    const e = deplacerGroupe(initEdition(detail()), 11, -1);
    expect(payloadEnregistrement(e).groupesOrdre).toEqual([
      { id: 11, ordre: 1 },
      { id: 10, ordre: 2 },
    ]);
    expect(groupesEdites(detail(), e).map((g) => g.duerBaseGroupe.nom)).toEqual(['Nettoyage', 'Préparation']);
    expect(deplacerGroupe(e, 11, -1)).toBe(e);
    expect(enAttente(deplacerGroupe(e, 11, 1))).toBe(false);
  });

  it('renumbers duplicated orders before a swap', () => {
    const d = detail();
    d.groupes[1].ordre = 1;
    const e = deplacerGroupe(initEdition(d), 10, 1);
    expect(e.groupes.map((g) => [g.id, g.ordre])).toEqual([
      [11, 1],
      [10, 2],
    ]);
  });

  it('swaps neighbour risks within their operation, renumbering duplicated orders first (issue 29, defect 23)', () => {
    const d = detail();
    const e = deplacerRisque(initEdition(d), [1, 2], 2, -1);
    expect(payloadEnregistrement(e).risques.map((r) => [r.id, r.ordre])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(groupesEdites(d, e)[0]!.duerRisques.map((r) => r.id)).toEqual([2, 1]);
    expect(deplacerRisque(e, [1, 2], 2, -1)).toBe(e);
    d.groupes[0]!.duerRisques = [risque(1, { ordre: 4 }), risque(2, { ordre: 4 })];
    expect(Object.values(deplacerRisque(initEdition(d), [1, 2], 1, 1).risques).map((r) => [r.id, r.ordre])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
  });

  it('re-applies only the fields the user changed on the newer data after a conflict', () => {
    const e = deplacerGroupe(modifierRemarque(modifierRisque(initEdition(detail()), 2, { mesureQui: 'Moi' }), 'Ma remarque'), 11, -1);
    const recente = detail();
    recente.version = 9;
    recente.groupes[0]!.duerRisques = [risque(2, { gravite: 5, frequence: 5, mesureDelai: 'Juin' })];
    const r = reappliquer(e, recente);
    expect(r.version).toBe(9);
    expect(r.remarque).toBe('Ma remarque');
    expect(r.risques[1]).toBeUndefined();
    expect(r.risques[2]).toMatchObject({ mesureQui: 'Moi', mesureDelai: 'Juin', gravite: 5, frequence: 5 });
    expect(payloadEnregistrement(r).groupesOrdre).toEqual([
      { id: 11, ordre: 1 },
      { id: 10, ordre: 2 },
    ]);
  });

  it('treats an empty remark as none', () => {
    const e = initEdition(detail());
    expect(enAttente(modifierRemarque(e, ''))).toBe(false);
    const r = modifierRemarque(e, 'Voir la fiche');
    expect(payloadEnregistrement(r).remarque).toBe('Voir la fiche');
    expect(payloadEnregistrement(modifierRemarque(r, '  ')).remarque).toBeNull();
  });

  it('maps slider steps to real values and back', () => {
    expect([1, 2, 3, 4].map((s) => valeurDe(s, 'gravite', 0))).toEqual([1, 3, 7, 10]);
    expect([1, 2, 3, 4].map((s) => valeurDe(s, 'maitrise', 0))).toEqual([0.1, 0.5, 1, 1.5]);
    expect(valeurDe(5, 'frequence', 1)).toBe(5);
    expect(etapeDe(7, 'gravite', 0)).toBe(3);
    expect(etapeDe(1.5, 'maitrise', 0)).toBe(4);
    expect(etapeDe(null, 'gravite', 1)).toBe(1);
    expect(etapeDe(4, 'frequence', 1)).toBe(4);
  });

  it('formats history dates in Paris time and lists one field of one risk, newest first', () => {
    expect(formatDateHistorique('2026-03-15T09:30:00Z')).toBe('15/03/2026 à 10:30');
    expect(formatDateHistorique('2026-07-01T22:05:00Z')).toBe('02/07/2026 à 00:05');
    const lignes: HistoriqueModule['historiqueAdherent'] = [
      {
        idLigne: 1,
        colonnes: [
          {
            nomColonne: 'gravite',
            donnees: [
              { dateModification: '2026-01-01T10:00:00Z', valeur: '2' },
              { dateModification: '2026-02-01T10:00:00Z', valeur: '3' },
            ],
          },
          { nomColonne: 'mesureQui', donnees: [{ dateModification: '2026-01-01T10:00:00Z', valeur: 'Paul' }] },
        ],
      },
      { idLigne: 2, colonnes: [{ nomColonne: 'gravite', donnees: [{ dateModification: '2026-01-05T10:00:00Z', valeur: '5' }] }] },
    ];
    expect(valeursHistorique(lignes, 1, 'gravite').map((v) => v.valeur)).toEqual(['3', '2']);
    expect(valeursHistorique(lignes, 3, 'gravite')).toEqual([]);
  });

  it('sends the pictogram additions, removals and changed descriptions', () => {
    const r = {
      duerPictos: [
        { id: 1, description: 'Gants', duerBasePicto: { id: 5 } },
        { id: 2, description: 'Casque', duerBasePicto: { id: 6 } },
      ],
    };
    expect(
      differencesPictos(r, [
        { id: 1, idBasePicto: 5, description: 'Gants nitrile' },
        { id: null, idBasePicto: 7, description: 'Lunettes' },
      ]),
    ).toEqual({ ajouts: [{ description: 'Lunettes', idBasePicto: 7 }], suppressions: [2], modifications: [{ id: 1, description: 'Gants nitrile' }] });
    expect(
      differencesPictos(r, [
        { id: 1, idBasePicto: 5, description: 'Gants' },
        { id: 2, idBasePicto: 6, description: 'Casque' },
      ]),
    ).toEqual({
      ajouts: [],
      suppressions: [],
      modifications: [],
    });
  });
});
