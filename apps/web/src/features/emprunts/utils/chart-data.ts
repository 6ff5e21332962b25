import { type EcheanceAnnuelle, NOMBRE_ANNEES_ECHEANCIER } from '@portail/contracts';

export interface ColonneEcheancier {
  /** '2026' ... '2035', then '2036 et après' for the remaining balance. */
  libelle: string;
  interets: number;
  amortissement: number;
  annuite: number;
}

/** Column labels of a schedule starting at anneeDebut: 10 years then the remaining balance. */
export function libellesColonnes(anneeDebut: number): string[] {
  return [...Array.from({ length: NOMBRE_ANNEES_ECHEANCIER }, (_, i) => String(anneeDebut + i)), `${anneeDebut + NOMBRE_ANNEES_ECHEANCIER} et après`];
}

/** The 11 columns summed over loans (in cents, so 0,1 + 0,2 stays 0,3). */
export function sommeEcheances(schedules: EcheanceAnnuelle[][], anneeDebut: number): ColonneEcheancier[] {
  return libellesColonnes(anneeDebut).map((libelle, i) => {
    const cents = (key: keyof EcheanceAnnuelle) => schedules.reduce((total, s) => total + Math.round((s[i]?.[key] ?? 0) * 100), 0);
    return { libelle, interets: cents('interets') / 100, amortissement: cents('amortissement') / 100, annuite: cents('annuite') / 100 };
  });
}
