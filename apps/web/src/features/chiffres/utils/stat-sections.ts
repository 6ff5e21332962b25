import type { Stat } from '@portail/contracts';

/** 'Mes chiffres favoris' and 'Autres chiffres', each in catalogue order (spec 02 §2 Figures). */
export function splitStats(list: readonly Stat[]): { favoris: Stat[]; autres: Stat[] } {
  return { favoris: list.filter((s) => s.favorite), autres: list.filter((s) => !s.favorite) };
}
