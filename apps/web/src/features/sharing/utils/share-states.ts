import type { SentInvitation, SharedRight } from '@portail/contracts';

/** A dossier in the invite form: free, already offered to that address, or already shared with it (spec 02 §4). */
export type ShareState = 'none' | 'invitation' | 'shared';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function shareStates(email: string, sent: SentInvitation[], shared: SharedRight[], editingId?: string | null): Map<string, ShareState> {
  const states = new Map<string, ShareState>();
  const wanted = normalizeEmail(email);
  if (!wanted) return states;
  for (const inv of sent) {
    if (inv.expiree || inv.id === editingId || normalizeEmail(inv.emailInvitee) !== wanted) continue;
    for (const d of inv.dossiers) states.set(d.codeDossier, 'invitation');
  }
  for (const right of shared) {
    if (right.emailPersonne && normalizeEmail(right.emailPersonne) === wanted) states.set(right.codeDossier, 'shared');
  }
  return states;
}

export const SHARE_STATE_MESSAGE: Record<Exclude<ShareState, 'none'>, string> = {
  invitation: 'Une invitation est déjà en attente pour cette personne sur ce dossier.',
  shared: 'Ce dossier est déjà partagé avec cette personne.',
};
