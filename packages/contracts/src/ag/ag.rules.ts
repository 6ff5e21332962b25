import type { RouteDossierAccess } from '../api-route';
import type { AgEtat, AgInvitation } from './ag.schema';

/**
 * Who registers a dossier's invitation (spec 02 §6): a member when the dossier holds canSubscribeAg with dossier_cder,
 * or canSubscribeAgCDERPart with cder_particulier; a collaborator with canSubscribeAgCollab.
 */
export const AG_INSCRIPTION_ACCESS = {
  moduleSets: [
    ['canSubscribeAg', 'dossier_cder'],
    ['canSubscribeAgCDERPart', 'cder_particulier'],
  ],
  staffModules: ['canSubscribeAgCollab'],
} as const satisfies RouteDossierAccess;

/** Meeting, party and forums start times in Paris (spec 02 §9); forums are for members only. */
export const AG_HORAIRES = { assemblee: '18:30', soiree: '20:30', forums: '13:30' } as const;

/** Invalid when a date is missing or the closing is not after the opening; else open between the two, closed outside. */
export function agEtat(dates: { dateOuverture: string | Date | null; dateFermeture: string | Date | null }, now: Date = new Date()): AgEtat {
  const ouverture = dates.dateOuverture ? new Date(dates.dateOuverture).getTime() : NaN;
  const fermeture = dates.dateFermeture ? new Date(dates.dateFermeture).getTime() : NaN;
  if (Number.isNaN(ouverture) || Number.isNaN(fermeture) || fermeture <= ouverture) return 'invalide';
  return now.getTime() >= ouverture && now.getTime() <= fermeture ? 'ouverte' : 'close';
}

type Choix = Pick<AgInvitation, 'id' | 'userModification' | 'participe' | 'poids' | 'dateModification'>;

/**
 * The invitation shown first (spec 02 §9): among those the user answered, the one answered last (docs/features/ag.md), else the first
 * unanswered with a weight above zero, else the first unanswered; when every one was answered by someone else, the first.
 */
export function choisirInvitation<T extends Choix>(invitations: readonly T[], guidPersonne: string): T | undefined {
  const miennes = invitations.filter((i) => i.userModification === guidPersonne);
  const derniere = miennes.reduce<T | undefined>((a, i) => (!a || (i.dateModification ?? '') > (a.dateModification ?? '') ? i : a), undefined);
  const sansReponse = invitations.filter((i) => i.participe === null);
  return derniere ?? sansReponse.find((i) => i.poids > 0) ?? sansReponse[0] ?? invitations[0];
}

/**
 * Is the number of attendees coherent with the user's other invitations of the year (spec 02 §5)? Only when the user
 * participates and is not a collaborator (who is not asked the number). Among the other invitations the user attends,
 * a number above zero is refused while their sum is zero, and zero is refused while that sum is above zero; an empty
 * number counts as zero. With no other invitation attended the number is free, as with a single invitation (spec,
 * docs/features/ag.md): read literally over unanswered invitations too, the rule would refuse every first number above zero and a
 * member with several dossiers could never come with anyone (docs/features/ag.md, rules).
 */
export function nbPersonneCoherent(
  saisie: { participe: boolean | null; nbPersonne: number | null | undefined },
  autres: readonly { participe: boolean | null; nbPersonne: number | null }[],
  estCollaborateur = false,
): boolean {
  if (saisie.participe !== true || estCollaborateur) return true;
  const n = saisie.nbPersonne ?? 0;
  if (!Number.isInteger(n) || n < 0) return false;
  const presentes = autres.filter((a) => a.participe === true);
  if (presentes.length === 0) return true;
  const somme = presentes.reduce((s, a) => s + (a.nbPersonne ?? 0), 0);
  return n > 0 ? somme > 0 : somme === 0;
}

/** The proxy form is offered when the dossier does not attend and has a voting weight (spec 02 §9). */
export const pouvoirPropose = (i: Pick<AgInvitation, 'participe' | 'poids'>): boolean => i.participe === false && i.poids > 0;
