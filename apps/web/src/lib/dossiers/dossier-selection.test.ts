import { dossier, droits } from '../../test-utils/fixtures';
import { chooseSelectedDossier, groupDossiers, isDossierAccessible } from './dossier-selection';

const a = dossier({ codeDossier: '100001', raisonSociale: 'Alpha' });
const b = dossier({ codeDossier: '100002', raisonSociale: 'Bêta', estFavoris: true });
const c = dossier({ codeDossier: '100003', raisonSociale: 'Gamma', idRole: 2 });

describe('chooseSelectedDossier (member)', () => {
  const member = droits([a, b, c]);

  it('prefers the wanted dossier when accessible', () => {
    expect(chooseSelectedDossier({ droits: member, wantedCodeDossier: '100003', codeDossierCollaborateur: null })).toBe(c);
  });

  it('falls back to the favourite when the wanted one is not accessible', () => {
    expect(chooseSelectedDossier({ droits: member, wantedCodeDossier: '999999', codeDossierCollaborateur: null })).toBe(b);
    expect(chooseSelectedDossier({ droits: member, wantedCodeDossier: null, codeDossierCollaborateur: null })).toBe(b);
  });

  it('falls back to the first dossier without a favourite', () => {
    const noFavourite = droits([c, a]);
    expect(chooseSelectedDossier({ droits: noFavourite, wantedCodeDossier: null, codeDossierCollaborateur: null })).toBe(c);
  });

  it('selects nothing without dossiers', () => {
    expect(chooseSelectedDossier({ droits: droits([]), wantedCodeDossier: '100001', codeDossierCollaborateur: null })).toBeNull();
  });

  it('ignores the collaborator code for a member', () => {
    expect(chooseSelectedDossier({ droits: member, wantedCodeDossier: null, codeDossierCollaborateur: '100001' })).toBe(b);
  });
});

describe('chooseSelectedDossier (collaborator)', () => {
  const portefeuille = [dossier({ codeDossier: '200001', idRole: null }), dossier({ codeDossier: '200002', idRole: null, estFavoris: true })];
  const staff = droits(portefeuille, { typeUtilisateur: 'collab' });

  it('uses only the dossier picked on the portfolio page', () => {
    expect(chooseSelectedDossier({ droits: staff, wantedCodeDossier: '200002', codeDossierCollaborateur: '200001' })).toBe(portefeuille[0]);
  });

  it('selects nothing until a dossier is picked, even with a favourite', () => {
    expect(chooseSelectedDossier({ droits: staff, wantedCodeDossier: '200002', codeDossierCollaborateur: null })).toBeNull();
  });

  it('selects nothing when the picked dossier is no longer in the rights', () => {
    expect(chooseSelectedDossier({ droits: staff, wantedCodeDossier: null, codeDossierCollaborateur: '999999' })).toBeNull();
  });
});

describe('groupDossiers', () => {
  it('splits own dossiers (idRole 1) from shared ones, each sorted in French order', () => {
    const list = [
      dossier({ codeDossier: '1', raisonSociale: 'Zèbre SARL' }),
      dossier({ codeDossier: '2', raisonSociale: 'éléphant EARL' }),
      dossier({ codeDossier: '3', raisonSociale: 'Abeille', idRole: 3 }),
      dossier({ codeDossier: '4', raisonSociale: 'Eau vive' }),
      dossier({ codeDossier: '5', raisonSociale: 'Âne gris', idRole: 2 }),
      dossier({ codeDossier: '6', raisonSociale: 'Collab', idRole: null }),
    ];
    const { mesDossiers, partages } = groupDossiers(list);
    expect(mesDossiers.map((d) => d.raisonSociale)).toEqual(['Eau vive', 'éléphant EARL', 'Zèbre SARL']);
    expect(partages.map((d) => d.raisonSociale)).toEqual(['Abeille', 'Âne gris', 'Collab']);
  });

  it('does not reorder the given list', () => {
    const list = [dossier({ codeDossier: '1', raisonSociale: 'B' }), dossier({ codeDossier: '2', raisonSociale: 'A' })];
    groupDossiers(list);
    expect(list.map((d) => d.codeDossier)).toEqual(['1', '2']);
  });
});

describe('isDossierAccessible', () => {
  it('tells whether the code is in the rights', () => {
    const member = droits([a]);
    expect(isDossierAccessible(member, '100001')).toBe(true);
    expect(isDossierAccessible(member, '100002')).toBe(false);
    expect(isDossierAccessible(member, null)).toBe(false);
    expect(isDossierAccessible(null, '100001')).toBe(false);
  });
});
