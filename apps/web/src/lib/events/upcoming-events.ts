import type { Evenement } from '@portail/contracts';

/** Events still to come and not cancelled, the next one first: home's next event and Actualités share this rule. */
export function upcomingEvents(list: readonly Evenement[], now = Date.now()): Evenement[] {
  return list.filter((e) => !e.estAnnule && new Date(e.dateFin).getTime() >= now).sort((a, b) => Date.parse(a.dateDebut) - Date.parse(b.dateDebut));
}

/** The first event still to come that is not cancelled. */
export const nextEvent = (list: readonly Evenement[], now = Date.now()): Evenement | null => upcomingEvents(list, now)[0] ?? null;
