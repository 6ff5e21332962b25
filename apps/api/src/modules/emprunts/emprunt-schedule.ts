import { computeEcheancier, type EmpruntInput } from '@portail/contracts';
import type { Emprunt } from './emprunt.entity';

/** A loan row with the input's fields and the schedule the shared function computes (api writes and the QA seed alike). */
export function withSchedule(row: Emprunt, input: EmpruntInput, today: Date): Emprunt {
  const e = computeEcheancier(input, today);
  return Object.assign(row, {
    libelle: input.libelle,
    valeurEntree: input.valeurEntree,
    taux: input.taux,
    periodicite: input.periodicite,
    modeRemboursement: input.modeRemboursement,
    nombrePeriodes: input.nombrePeriodes,
    exerciceDateDebut: input.exerciceDateDebut,
    duree: e.duree,
    dureeAnnee: e.dureeAnnee,
    echeance: e.echeance,
    interetRetour: e.interetRetour,
    anneeDebut: e.anneeDebut,
    echeances: e.echeances,
  });
}
