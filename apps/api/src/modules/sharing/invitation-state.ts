import { HttpStatus } from '@nestjs/common';
import { ErrorCode, SharingMessages, type InvitationEtat } from '@portail/contracts';
import { AppException } from '../../common/app.exception';

export interface InvitationDates {
  dateAcceptation: Date | null;
  dateRefus: Date | null;
  dateExpiration: Date;
}

/** Spec 01 §4: accepted or refused once a date is set; expired when the expiry is not in the future. */
export function invitationEtat(inv: InvitationDates, now: Date): InvitationEtat {
  if (inv.dateAcceptation) return 'acceptee';
  if (inv.dateRefus) return 'refusee';
  if (inv.dateExpiration.getTime() <= now.getTime()) return 'expiree';
  return 'enAttente';
}

/** 409 with the spec's message unless the invitation can still be accepted, refused or edited. */
export function assertPending(inv: InvitationDates, now: Date): void {
  const etat = invitationEtat(inv, now);
  if (etat === 'acceptee' || etat === 'refusee') {
    throw new AppException(HttpStatus.CONFLICT, { code: ErrorCode.InvitationUsed, message: SharingMessages.invitationUtilisee, displayable: true });
  }
  if (etat === 'expiree') {
    throw new AppException(HttpStatus.CONFLICT, { code: ErrorCode.InvitationExpired, message: SharingMessages.invitationExpiree, displayable: true });
  }
}
