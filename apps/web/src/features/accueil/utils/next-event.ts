import type { Evenement } from '@portail/contracts';

/** The first event still to come that is not cancelled. */
export function nextEvent(list: Evenement[], now = Date.now()): Evenement | null {
  return list.filter((e) => !e.estAnnule && new Date(e.dateFin).getTime() >= now).sort((a, b) => a.dateDebut.localeCompare(b.dateDebut))[0] ?? null;
}
