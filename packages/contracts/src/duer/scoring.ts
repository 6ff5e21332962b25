/**
 * Risk scoring (spec 03 §4, §5, §9 and our README decision). New method (versionCalculRisque 1): gravité × fréquence,
 * each 1..5, max 25, thresholds 3/6/14. Old method: slider steps 1..4 mapped to gravité 1, 3, 7, 10, fréquence 1..4
 * and maîtrise 0.1, 0.5, 1, 1.5; the score is their product, max 60, thresholds 2/9/20. The old method computes in
 * tenths (maîtrise × 10) so that no score prints as 0.30000000000000004.
 */
export const METHODE_NOUVELLE = 1;
/** versionCalculRisque of a DUER scored with the old method. */
export const METHODE_ANCIENNE = 0;

export const NIVEAUX = ['Faible', 'À surveiller', 'Important', 'Préoccupant'] as const;
export type NiveauRisque = (typeof NIVEAUX)[number] | 'Non initialisé';
export const NON_INITIALISE = 'Non initialisé' as const;

export const ECHELLES = {
  nouvelle: { gravite: [1, 2, 3, 4, 5], frequence: [1, 2, 3, 4, 5], seuils: [3, 6, 14], max: 25 },
  ancienne: { gravite: [1, 3, 7, 10], frequence: [1, 2, 3, 4], maitrise: [0.1, 0.5, 1, 1.5], seuils: [2, 9, 20], max: 60 },
} as const;

export interface Cotation {
  gravite: number | null;
  frequence: number | null;
  /** Old method only; null in the new one. */
  maitrise: number | null;
}

export const estNouvelleMethode = (versionCalculRisque: number) => versionCalculRisque === METHODE_NOUVELLE;

/** Maîtrise 0.1..1.5 as an integer of tenths (1, 5, 10, 15). */
export const maitriseEnDixiemes = (maitrise: number) => Math.round(maitrise * 10);

/** Whether the values are allowed by the method (each null, or every rating set to a value of its scale). */
export function cotationValide(c: Cotation, versionCalculRisque: number): boolean {
  const nulls = [c.gravite, c.frequence, ...(estNouvelleMethode(versionCalculRisque) ? [] : [c.maitrise])].filter((v) => v === null).length;
  if (estNouvelleMethode(versionCalculRisque)) {
    if (c.maitrise !== null) return false;
    if (nulls === 2) return true;
    return (
      nulls === 0 &&
      (ECHELLES.nouvelle.gravite as readonly number[]).includes(c.gravite!) &&
      (ECHELLES.nouvelle.frequence as readonly number[]).includes(c.frequence!)
    );
  }
  if (nulls === 3) return true;
  const e = ECHELLES.ancienne;
  return (
    nulls === 0 &&
    (e.gravite as readonly number[]).includes(c.gravite!) &&
    (e.frequence as readonly number[]).includes(c.frequence!) &&
    e.maitrise.some((m) => maitriseEnDixiemes(m) === maitriseEnDixiemes(c.maitrise!))
  );
}

/** Whether every rating the method uses is set (a risk 'entered', spec 03 §2.2). */
export function estCote(c: Cotation, versionCalculRisque: number): boolean {
  return c.gravite !== null && c.frequence !== null && (estNouvelleMethode(versionCalculRisque) || c.maitrise !== null);
}

/** The score in tenths (integer), or null when not rated. New method: gravité × fréquence × 10. */
export function scoreEnDixiemes(c: Cotation, versionCalculRisque: number): number | null {
  if (!estCote(c, versionCalculRisque)) return null;
  if (estNouvelleMethode(versionCalculRisque)) return c.gravite! * c.frequence! * 10;
  return c.gravite! * c.frequence! * maitriseEnDixiemes(c.maitrise!);
}

/** The score as a number with at most one decimal (old method) or an integer (new), null when not rated. */
export function scoreOf(c: Cotation, versionCalculRisque: number): number | null {
  const tenths = scoreEnDixiemes(c, versionCalculRisque);
  return tenths === null ? null : tenths / 10;
}

/** Faible at or below the first threshold, À surveiller at or below the second, Important at or below the third, else Préoccupant. */
export function niveauOf(c: Cotation, versionCalculRisque: number): NiveauRisque {
  const tenths = scoreEnDixiemes(c, versionCalculRisque);
  if (tenths === null) return NON_INITIALISE;
  const seuils = estNouvelleMethode(versionCalculRisque) ? ECHELLES.nouvelle.seuils : ECHELLES.ancienne.seuils;
  const index = seuils.findIndex((s) => tenths <= s * 10);
  return NIVEAUX[index === -1 ? 3 : index];
}

/** '12' or '4,5' (French decimal comma), '' when not rated. */
export function formatScore(c: Cotation, versionCalculRisque: number): string {
  const score = scoreOf(c, versionCalculRisque);
  return score === null ? '' : String(score).replace('.', ',');
}

/** The badge click with edit right: every rating of the method set to its lowest value (spec 03 §4). */
export function cotationInitiale(versionCalculRisque: number): Cotation {
  return estNouvelleMethode(versionCalculRisque)
    ? { gravite: 1, frequence: 1, maitrise: null }
    : { gravite: ECHELLES.ancienne.gravite[0], frequence: 1, maitrise: ECHELLES.ancienne.maitrise[0] };
}

/** One rating changed: the others still null become their lowest value (spec 03 §4). */
export function avecCotation(c: Cotation, champ: keyof Cotation, valeur: number, versionCalculRisque: number): Cotation {
  const initiale = cotationInitiale(versionCalculRisque);
  const next: Cotation = {
    gravite: c.gravite ?? initiale.gravite,
    frequence: c.frequence ?? initiale.frequence,
    maitrise: estNouvelleMethode(versionCalculRisque) ? null : (c.maitrise ?? initiale.maitrise),
  };
  return { ...next, [champ]: valeur };
}

/** A risk as validity sees it. */
export interface RisqueValidite extends Cotation {
  estActif: boolean;
}

/**
 * A module is valid when its validation is forced, or when it holds at least one risk and every active risk is rated
 * (spec 03 §2.2, §4); a work unit when it holds modules and all are valid; a DUER when all its work units are.
 */
export function estModuleValide(forcerValidation: boolean, risques: readonly RisqueValidite[], versionCalculRisque: number): boolean {
  if (forcerValidation) return true;
  return risques.length > 0 && risques.every((r) => !r.estActif || estCote(r, versionCalculRisque));
}

export const estToutValide = (valides: readonly boolean[]): boolean => valides.length > 0 && valides.every(Boolean);
