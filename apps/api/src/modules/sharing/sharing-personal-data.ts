import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { DroitGrants } from '../droits/droit-grants.service';
import { invitationEtat } from './invitation-state';
import type { Invitation } from './invitation.entity';
import { InvitationRepository } from './invitation.repository';
import { offeredDossiers, type RoleNames } from './sharing.mappers';

/**
 * Invitations the person received (by their sign-in address) and sent (issue 33 §3, rule 'droits'). The invitation's
 * id is the secret of its link: never exported.
 */
@PersonalDataHolderProvider()
export class SharingPersonalData implements PersonalDataHolder {
  readonly retention = { droits: (before: Date) => this.invitations.deleteExpiredBefore(before) };

  constructor(
    private readonly invitations: InvitationRepository,
    private readonly droitRows: DroitGrants,
  ) {}

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const [received, sent, roles] = await Promise.all([
      subject.login ? this.invitations.allOf({ emailInvite: subject.login.toLowerCase() }) : [],
      this.invitations.allOf({ guidPersonneCreateur: subject.guidPersonne }),
      this.roleNames(),
    ]);
    const now = new Date();
    return [
      { key: 'invitations-recues', title: 'Invitations reçues', rows: received.map((i) => toRow(i, roles, now)) },
      { key: 'invitations-envoyees', title: 'Invitations envoyées', rows: sent.map((i) => ({ adresseInvitee: i.emailInvite, ...toRow(i, roles, now) })) },
    ];
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    return [{ rule: 'droits', action: 'supprime', count: await this.invitations.deleteOf(tx, subject.guidPersonne, subject.login) }];
  }

  private async roleNames(): Promise<RoleNames> {
    return new Map((await this.droitRows.roles()).map((r) => [r.idRole, r.nomRole]));
  }
}

function toRow(inv: Invitation, roles: RoleNames, now: Date) {
  return {
    dossiers: offeredDossiers(inv, roles)
      .map((d) => `${d.codeDossier} ${d.raisonSociale} (${d.nomRole})`)
      .join(' ; '),
    etat: invitationEtat(inv, now),
    creeeLe: inv.dateCreation.toISOString(),
    expireLe: inv.dateExpiration.toISOString(),
    accepteeLe: inv.dateAcceptation?.toISOString() ?? null,
    refuseeLe: inv.dateRefus?.toISOString() ?? null,
  };
}
