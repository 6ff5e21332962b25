import { droitsDuer } from '../src/modules/droits/duer-droits';

/** Rights of spec 03 §6 as duer-droits.ts decides them. */
describe('droitsDuer', () => {
  const etat = (estFini: boolean, estPlusAncien: boolean) => ({ estFini, estPlusAncien });

  it('member: edit and creation on a DUER in progress that is not the oldest; structure while not finished', () => {
    expect(droitsDuer({ fonctions: null }, etat(false, false))).toEqual({
      droitModifs: true,
      droitCreation: true,
      creationStructure: true,
      estCollaborateur: false,
      fonctionCE: false,
    });
  });

  it('member: a finished DUER is read-only, structure included', () => {
    expect(droitsDuer({ fonctions: null }, etat(true, false))).toMatchObject({ droitModifs: false, droitCreation: false, creationStructure: false });
  });

  it('member: the oldest of several DUERs is read-only but units may still be created while not finished', () => {
    expect(droitsDuer({ fonctions: null }, etat(false, true))).toMatchObject({ droitModifs: false, droitCreation: false, creationStructure: true });
    expect(droitsDuer({ fonctions: null }, etat(true, true))).toMatchObject({ droitModifs: false, creationStructure: false });
  });

  it('adviser CE: every right, finished or oldest DUER included', () => {
    for (const [fini, ancien] of [
      [false, false],
      [true, false],
      [true, true],
    ])
      expect(droitsDuer({ fonctions: ['SE', 'CE'] }, etat(fini, ancien))).toEqual({
        droitModifs: true,
        droitCreation: true,
        creationStructure: true,
        estCollaborateur: true,
        fonctionCE: true,
      });
  });

  it('adviser without CE (SEC, SE): edit and creation rights, no work unit or module creation', () => {
    for (const fonctions of [['SEC'], ['SE'], []])
      expect(droitsDuer({ fonctions }, etat(true, false))).toEqual({
        droitModifs: true,
        droitCreation: true,
        creationStructure: false,
        estCollaborateur: true,
        fonctionCE: false,
      });
  });
});
