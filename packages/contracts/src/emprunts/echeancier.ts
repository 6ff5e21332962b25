import { TIME_ZONE } from '../common/format-date';

/**
 * Loan schedule (spec 02 §3 Loan, §9 Loan simulator): one pure function shared by the web's live
 * preview and the api, which stores what it returns.
 */
export const PERIODICITES = ['Mensuelle', 'Bimensuelle', 'Trimestrielle', 'Semestrielle', 'Annuelle'] as const;
export type Periodicite = (typeof PERIODICITES)[number];

export const MODES_REMBOURSEMENT = ['ANC', 'AMC'] as const;
export type ModeRemboursement = (typeof MODES_REMBOURSEMENT)[number];

export const MODE_REMBOURSEMENT_LIBELLES: Record<ModeRemboursement, string> = {
  ANC: 'Annuité constante',
  AMC: 'Amortissement constant',
};

/** Periods per year and months per period; 'Bimensuelle' is twice a month (spec 02 §9: x0.5). */
export const PERIODICITE_RYTHMES: Record<Periodicite, { parAn: number; mois: number }> = {
  Mensuelle: { parAn: 12, mois: 1 },
  Bimensuelle: { parAn: 24, mois: 0.5 },
  Trimestrielle: { parAn: 4, mois: 3 },
  Semestrielle: { parAn: 2, mois: 6 },
  Annuelle: { parAn: 1, mois: 12 },
};

/** 10 yearly columns from the current year, then the remaining balance (spec 02 §3). */
export const NOMBRE_ANNEES_ECHEANCIER = 10;

export interface EcheancierInput {
  /** Capital borrowed, euros. */
  valeurEntree: number;
  /** Annual rate, percent. */
  taux: number;
  periodicite: Periodicite;
  modeRemboursement: ModeRemboursement;
  nombrePeriodes: number;
  /** Start of the loan, 'YYYY-MM-DD'; the first payment falls one period later. */
  exerciceDateDebut: string;
}

export interface EcheanceAnnuelle {
  annuite: number;
  interets: number;
  amortissement: number;
}

export interface PeriodeEcheancier {
  numero: number;
  /** Due date 'YYYY-MM-DD'. */
  date: string;
  annuite: number;
  interets: number;
  amortissement: number;
  capitalRestant: number;
}

export interface Echeancier {
  /** Periodic payment: the first period's (in ANC the constant payment, in AMC the largest). */
  echeance: number;
  /** Months: periods x months per period (may end in ,5 for Bimensuelle). */
  duree: number;
  /** Years, two decimals. */
  dureeAnnee: number;
  /** Total interest over the whole loan. */
  interetRetour: number;
  /** Year of the first column (the current year in Paris). */
  anneeDebut: number;
  /**
   * 11 entries: the years anneeDebut .. anneeDebut + 9 (fiscal years January to December), then
   * everything due after the tenth year. Periods due before anneeDebut are already paid: they are
   * in no entry.
   */
  echeances: EcheanceAnnuelle[];
  periodes: PeriodeEcheancier[];
}

/** Number of periods for a stored duration in months (edit form, spec 02 §4 Loan). */
export function periodesFromDuree(duree: number, periodicite: Periodicite): number {
  return Math.round(duree / PERIODICITE_RYTHMES[periodicite].mois);
}

/** Duration in months of a number of periods. */
export function dureeFromPeriodes(nombrePeriodes: number, periodicite: Periodicite): number {
  return nombrePeriodes * PERIODICITE_RYTHMES[periodicite].mois;
}

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' });

/** The calendar year in Paris of a moment. */
export function anneeCourante(today: Date): number {
  return Number(yearFormat.format(today));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Due date of period k: start + k periods; a half month is 15 days after the whole months. Month ends are clamped (31 Jan + 1 month = 28/29 Feb). */
function dueDate(start: { y: number; m: number; d: number }, monthsFloat: number): string {
  const whole = Math.floor(monthsFloat);
  const monthIndex = start.m - 1 + whole;
  const y = start.y + Math.floor(monthIndex / 12);
  const m = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m, Math.min(start.d, lastDay)));
  if (monthsFloat > whole) date.setUTCDate(date.getUTCDate() + 15);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseStart(value: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Date de début invalide : ${value}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const euros = (cents: number) => cents / 100;

/**
 * The schedule of a loan. Periodic rate = annual rate / periods per year (monthly: / 12 as spec 02
 * §9 states; the same rule for the other periodicities). All sums are kept in integer cents;
 * each period's interest is rounded to the cent; in ANC the payment is rounded to the cent and the
 * last period absorbs the rounding, in AMC the amortisation is capital / n rounded and the last
 * period takes the rest.
 */
export function computeEcheancier(input: EcheancierInput, today: Date): Echeancier {
  const n = input.nombrePeriodes;
  if (!Number.isInteger(n) || n < 1) throw new RangeError('Le nombre de périodes doit être un entier positif.');
  const rythme = PERIODICITE_RYTHMES[input.periodicite];
  const start = parseStart(input.exerciceDateDebut);
  const r = input.taux / 100 / rythme.parAn;
  const capital = Math.round(input.valeurEntree * 100);
  const paiementAnc = r === 0 ? Math.round(capital / n) : Math.round((capital * r) / (1 - Math.pow(1 + r, -n)));
  const amortissementAmc = Math.round(capital / n);

  const anneeDebut = anneeCourante(today);
  const colonnes = Array.from({ length: NOMBRE_ANNEES_ECHEANCIER + 1 }, () => ({ annuite: 0, interets: 0, amortissement: 0 }));
  const periodes: PeriodeEcheancier[] = [];
  let restant = capital;
  let totalInterets = 0;
  let premiereAnnuite = 0;
  for (let k = 1; k <= n; k++) {
    const interets = Math.round(restant * r);
    let amortissement: number;
    if (k === n) amortissement = restant;
    else if (input.modeRemboursement === 'ANC') amortissement = Math.min(Math.max(paiementAnc - interets, 0), restant);
    else amortissement = Math.min(amortissementAmc, restant);
    restant -= amortissement;
    totalInterets += interets;
    const date = dueDate(start, k * rythme.mois);
    const annuite = interets + amortissement;
    if (k === 1) premiereAnnuite = annuite;
    periodes.push({ numero: k, date, annuite: euros(annuite), interets: euros(interets), amortissement: euros(amortissement), capitalRestant: euros(restant) });
    const offset = Number(date.slice(0, 4)) - anneeDebut;
    if (offset < 0) continue;
    const colonne = colonnes[Math.min(offset, NOMBRE_ANNEES_ECHEANCIER)]!;
    colonne.annuite += annuite;
    colonne.interets += interets;
    colonne.amortissement += amortissement;
  }
  const duree = dureeFromPeriodes(n, input.periodicite);
  return {
    echeance: euros(premiereAnnuite),
    duree,
    dureeAnnee: Math.round((duree / 12) * 100) / 100,
    interetRetour: euros(totalInterets),
    anneeDebut,
    echeances: colonnes.map((c) => ({ annuite: euros(c.annuite), interets: euros(c.interets), amortissement: euros(c.amortissement) })),
    periodes,
  };
}
