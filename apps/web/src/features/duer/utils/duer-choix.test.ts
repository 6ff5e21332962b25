import { type BaseItem, DuerMessages as M } from '@portail/contracts';
import { nouvelElement } from '../components/common/add-item-dialog';
import { creationBody, modesOfferts } from '../components/duer-creation-dialog';
import { duer, index } from '../test/fixtures';

const N = new Date().getFullYear();
const choix = { mode: 'vide' as const, annee: N, anneeSource: null, copierContenu: true, idDuerSource: null };

describe('DUER creation (spec 03 §2.1, §5)', () => {
  it('offers the modes the api allows; a year copy needs an existing year', () => {
    expect(modesOfferts(index([]))).toEqual(['vide', 'modele', 'autreDossier']);
    expect(modesOfferts(index([duer(1, N - 1)], { modele: false, vide: false, copieAutreDossier: false }))).toEqual(['copie']);
  });

  it('checks the year range, an existing year and the copy source', () => {
    expect(creationBody(index([]), { ...choix, annee: 1999 })).toBe(M.anneeInvalide);
    expect(creationBody(index([]), { ...choix, annee: N + 11 })).toBe(M.anneeInvalide);
    expect(creationBody(index([duer(1, N)]), choix)).toBe(M.duerExistant);
    expect(creationBody(index([]), { ...choix, mode: 'autreDossier' })).toBe(M.aucunDuerSelectionne);
    expect(creationBody(index([]), { ...choix, mode: 'autreDossier', idDuerSource: 5 })).toEqual({ mode: 'autreDossier', annee: N, idDuerSource: 5 });
    expect(creationBody(index([]), { ...choix, mode: 'modele', annee: 2000 })).toEqual({ mode: 'modele', annee: 2000 });
  });

  it('uses the imposed year of a member whatever the select says', () => {
    expect(
      creationBody(index([duer(1, N - 1)], { anneeImposee: N }), { ...choix, mode: 'copie', annee: 2001, anneeSource: N - 1, copierContenu: false }),
    ).toEqual({
      mode: 'copie',
      annee: N,
      anneeSource: N - 1,
      copierContenu: false,
    });
  });
});

describe('new work unit or module (spec 03 §2.3, §5)', () => {
  const base: BaseItem[] = [{ id: 3, nom: 'Taille ', annee: null, codeDossier: null }];
  it('requires a name of at most 128 characters, trimmed', () => {
    expect(nouvelElement('nouveau', '   ', null, base)).toBe(M.libelleRequis);
    expect(nouvelElement('nouveau', 'é'.repeat(129), null, base)).toBe(M.libelleTropLong);
    expect(nouvelElement('nouveau', '  Vendanges ', null, base)).toEqual({ nom: 'Vendanges' });
  });
  it('refuses the name of a base item, case-insensitively', () => {
    expect(nouvelElement('nouveau', 'TAILLE', null, base)).toBe(M.nomExistant);
  });
  it('needs a chosen base item', () => {
    expect(nouvelElement('existant', '', null, base, M.aucuneUniteSelectionnee)).toBe(M.aucuneUniteSelectionnee);
    expect(nouvelElement('existant', '', null, base)).toBe(M.aucunModuleSelectionne);
    expect(nouvelElement('existant', '', 3, base)).toEqual({ idBase: 3 });
  });
});
