import rules from 'modele-social';
import { version as rulesVersion } from 'modele-social/package.json';
import Engine from 'publicodes';

/** The salary the user types: the gross salary of the contract, or the net before income tax. */
export type SalaryBase = 'brut' | 'net';
export type Contrat = 'CDI' | 'CDD';
/** The rules' company-size thresholds (entreprise . salariés . effectif . seuil). */
export const EFFECTIFS = ['moins de 5', 'moins de 11', 'moins de 20', 'moins de 50', 'moins de 150', 'moins de 250', 'plus de 250'] as const;
export type Effectif = (typeof EFFECTIFS)[number];

export interface HiringInput {
  /** Monthly amount in euros, of the base chosen. */
  montant: number;
  base: SalaryBase;
  contrat: Contrat;
  cadre: boolean;
  /** Hours a week when part-time, null for full-time. */
  heuresParSemaine: number | null;
  effectif: Effectif;
}

/** Monthly figures, in euros rounded to cents. */
export interface HiringResult {
  coutTotalEmployeur: number;
  salaireBrut: number;
  salaireNet: number;
  cotisationsEmployeur: number;
  cotisationsSalarie: number;
}

export interface RulesInfo {
  /** modele-social's package version. */
  version: string;
  /** The rules' reference date (their `date` rule), DD/MM/YYYY. */
  date: string;
}

const HIRING_RULES = {
  brut: 'salarié . contrat . salaire brut',
  net: 'salarié . rémunération . net . à payer avant impôt',
  coutTotal: 'salarié . coût total employeur',
  cotisationsEmployeur: 'salarié . cotisations . employeur',
  cotisationsSalarie: 'salarié . cotisations . salarié',
} as const;

/** Part-time limits of the form: the rules refuse less than 24 h (legal minimum) or 35 h and more. */
export const HEURES_MIN = 1;
export const HEURES_MAX = 34;
export const MONTANT_MAX = 1_000_000;

const publicodesString = (value: string) => `'${value}'`;

/** The publicodes situation of one hire (rule names of modele-social). */
export function hiringSituation(input: HiringInput): Record<string, string> {
  const situation: Record<string, string> = {
    [input.base === 'brut' ? HIRING_RULES.brut : HIRING_RULES.net]: `${input.montant} €/mois`,
    'salarié . contrat': publicodesString(input.contrat),
    'salarié . contrat . statut cadre': input.cadre ? 'oui' : 'non',
    'entreprise . salariés . effectif . seuil': publicodesString(input.effectif),
  };
  if (input.heuresParSemaine !== null) {
    situation['salarié . contrat . temps de travail . temps partiel'] = 'oui';
    situation['salarié . contrat . temps de travail . temps partiel . heures par semaine'] = `${input.heuresParSemaine} heure/semaine`;
  }
  return situation;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The engine with modele-social's rules; building it parses every rule (about a second or more). */
export function createHiringEngine(): Engine {
  // The rules warn about their own cycles and experimental rules on every evaluation: not for the user's console.
  return new Engine(rules, { logger: { log: () => undefined, warn: () => undefined, error: () => undefined } });
}

export function rulesInfo(engine: Engine): RulesInfo {
  const date = engine.evaluate('date').nodeValue;
  return { version: rulesVersion, date: typeof date === 'string' ? date : '' };
}

/** The employer cost of a hire, as the public service's rules compute it (mon-entreprise, modele-social). */
export function computeHiringCost(engine: Engine, input: HiringInput): HiringResult {
  engine.setSituation(hiringSituation(input));
  const value = (rule: string) => {
    const v = engine.evaluate(rule).nodeValue;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`Règle sans valeur : ${rule}`);
    return cents(v);
  };
  return {
    coutTotalEmployeur: value(HIRING_RULES.coutTotal),
    salaireBrut: value(HIRING_RULES.brut),
    salaireNet: value(HIRING_RULES.net),
    cotisationsEmployeur: value(HIRING_RULES.cotisationsEmployeur),
    cotisationsSalarie: value(HIRING_RULES.cotisationsSalarie),
  };
}
