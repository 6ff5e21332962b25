import { DuerMessages as M, DuerPlanActionMessages as P, type DuerDroitRequis, type DuerDroits, FONCTION_CE } from '@portail/contracts';
import type { DuerEtat } from '../../common/access';

export interface DuerCaller {
  /** Staff function codes; null for a member. */
  fonctions: readonly string[] | null;
}

export type DuerState = Pick<DuerEtat, 'estFini' | 'estPlusAncien'>;

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

/** The action plan is followed after the DUER is closed: saved with the edit right, and by anyone admitted once it is finished. */
export const droitPlan = (droits: Pick<DuerDroits, 'droitModifs'>, { estFini }: Pick<DuerEtat, 'estFini'>): boolean => droits.droitModifs || estFini;

/** Why a DUER right a route requires is refused (the message of the 403), or null when the caller holds it. */
export function refusDuer(droit: DuerDroitRequis, droits: DuerDroits, { estFini, nombreDuers }: DuerEtat): string | null {
  switch (droit) {
    case 'modifs':
      return droits.droitModifs ? null : estFini ? M.duerFini : M.droitModifs;
    case 'creation':
      return droits.droitCreation ? null : estFini ? M.duerFini : M.droitCreation;
    case 'structure':
      return droits.creationStructure ? null : droits.estCollaborateur ? M.reserveCE : estFini ? M.duerFini : M.droitCreation;
    case 'collaborateur':
      return droits.estCollaborateur ? null : M.reserveCollaborateur;
    case 'nonFini':
      return estFini ? M.duerFini : null;
    case 'plan':
      return droitPlan(droits, { estFini }) ? null : P.droitPlan;
    case 'ce':
      return droits.fonctionCE ? null : M.reserveCE;
    case 'copieAnnee':
      // Members copy the dossier's most recent year (decision of issue 12); advisers need function CE.
      return droits.fonctionCE || (!droits.estCollaborateur && nombreDuers > 0) ? null : M.reserveCE;
  }
}
