import { AG_HORAIRES, AgMessages as M, type AgInvitation, formatDate, formatDateTime } from '@portail/contracts';

const h = (hhmm: string) => hhmm.replace(':', 'h');

/** 'Réponse du 12/05/2026 à 09:30 par Claire Martin', or null while unanswered (spec 02 §4). */
export function texteReponse(i: Pick<AgInvitation, 'participe' | 'dateReponse' | 'libelleUserModification'>): string | null {
  if (i.participe === null || !i.dateReponse) return null;
  const qui = i.libelleUserModification ? ` par ${i.libelleUserModification}` : '';
  return `Réponse du ${formatDateTime(i.dateReponse)}${qui} : ${i.participe ? 'participation' : 'pas de participation'}.`;
}

/** The day's programme (spec 02 §9): forums only for members. */
export function programme(dateAg: string, estCollaborateur: boolean): string[] {
  return [
    ...(estCollaborateur ? [] : [`${h(AG_HORAIRES.forums)} : forums`]),
    `${h(AG_HORAIRES.assemblee)} : assemblée générale`,
    `${h(AG_HORAIRES.soiree)} : soirée`,
  ].map((ligne) => `${formatDate(dateAg)}, ${ligne}`);
}

export interface ReponseSaisie {
  participe: '' | 'oui' | 'non';
  nbPersonne: string;
}

/**
 * The form's values as the api's, or the field message: a whole number from 0 (spec 02 §5), empty meaning none;
 * the number is asked only of members who attend.
 */
export function lireReponse(
  v: ReponseSaisie,
  estCollaborateur: boolean,
): { ok: true; participe: boolean; nbPersonne: number | null } | { ok: false; champ: 'participe' | 'nbPersonne'; message: string } {
  if (v.participe === '') return { ok: false, champ: 'participe', message: M.participeRequis };
  const participe = v.participe === 'oui';
  if (!participe || estCollaborateur) return { ok: true, participe, nbPersonne: null };
  const brut = v.nbPersonne.trim();
  if (brut === '') return { ok: true, participe, nbPersonne: null };
  if (!/^\d+$/.test(brut) || Number(brut) > 99) return { ok: false, champ: 'nbPersonne', message: M.nombreInvalide };
  return { ok: true, participe, nbPersonne: Number(brut) };
}
