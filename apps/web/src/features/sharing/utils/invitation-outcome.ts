import { ErrorCode, SharingMessages as M, type InvitationEtat } from '@portail/contracts';
import { isApiError } from '../../../lib/api-client';

export type InvitationIssue = { kind: 'used' | 'expired' | 'error'; message: string };

/** What the invitation screens say for an invitation that can no longer be accepted (spec 01 §8). */
export function issueOfEtat(etat: InvitationEtat): InvitationIssue | null {
  if (etat === 'acceptee' || etat === 'refusee') return { kind: 'used', message: M.invitationUtilisee };
  if (etat === 'expiree') return { kind: 'expired', message: M.invitationExpiree };
  return null;
}

/** A failed accept or sign-up: used and expired invitations get their own message. */
export function issueOfError(error: unknown, fallback: string = M.acceptationErreur): InvitationIssue {
  if (isApiError(error)) {
    if (error.code === ErrorCode.InvitationUsed) return { kind: 'used', message: M.invitationUtilisee };
    if (error.code === ErrorCode.InvitationExpired) return { kind: 'expired', message: M.invitationExpiree };
    if (error.displayable) return { kind: 'error', message: error.message };
  }
  return { kind: 'error', message: fallback };
}

/** Load failure of the public invitation: unknown id or any other error. */
export function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 404 ? M.invitationIntrouvable : M.chargementInvitation;
}
