import { FONCTION_CE, type DuerDroits } from '@portail/contracts';

export interface DuerCaller {
  /** Staff function codes; null for a member. */
  fonctions: readonly string[] | null;
}

export interface DuerState {
  estFini: boolean;
  /** The oldest of several DUERs of the dossier (a single DUER is not "the oldest"). */
  estPlusAncien: boolean;
}

/**
 * Rights of spec 03 §6. Edit (droitModifs) and creation (droitCreation): advisers always; members when the DUER is
 * not finished and is not the oldest of the dossier's DUERs. Work units and modules (creationStructure): members when
 * not finished; advisers only with function CE.
 */
export function droitsDuer({ fonctions }: DuerCaller, { estFini, estPlusAncien }: DuerState): DuerDroits {
  const estCollaborateur = fonctions !== null;
  const fonctionCE = estCollaborateur && fonctions.includes(FONCTION_CE);
  const membrePeut = !estFini && !estPlusAncien;
  return {
    droitModifs: estCollaborateur || membrePeut,
    droitCreation: estCollaborateur || membrePeut,
    creationStructure: estCollaborateur ? fonctionCE : !estFini,
    estCollaborateur,
    fonctionCE,
  };
}
