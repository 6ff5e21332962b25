import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { InvitationDossier } from './invitation-dossier.entity';
import { Invitation } from './invitation.entity';

const SENT_LIMIT = 200;
const RECEIVED_LIMIT = 50;

@Injectable()
export class InvitationRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The invitation with its offered dossiers and creator; locked for the transaction when given one. */
  async find(id: string, tx?: EntityManager): Promise<Invitation | null> {
    const manager = tx ?? this.ds.manager;
    if (tx) {
      const locked = await tx.getRepository(Invitation).createQueryBuilder('i').setLock('pessimistic_write').where('i.id = :id', { id }).getOne();
      if (!locked) return null;
    }
    return manager.getRepository(Invitation).findOne({ where: { id }, relations: { createur: true, dossiers: { dossier: true } } });
  }

  /** Pending invitations sent by a person, expired ones included so they can be deleted. */
  sentBy(guidPersonne: string): Promise<Invitation[]> {
    return this.ds.getRepository(Invitation).find({
      where: { guidPersonneCreateur: guidPersonne, dateAcceptation: IsNull(), dateRefus: IsNull() },
      relations: { dossiers: { dossier: true } },
      order: { dateCreation: 'DESC' },
      take: SENT_LIMIT,
    });
  }

  /** Invitations to an address that can still be accepted. */
  pendingFor(email: string, now: Date): Promise<Invitation[]> {
    return this.ds.getRepository(Invitation).find({
      where: { emailInvite: email.toLowerCase(), dateAcceptation: IsNull(), dateRefus: IsNull(), dateExpiration: MoreThan(now) },
      relations: { createur: true, dossiers: { dossier: true } },
      order: { dateCreation: 'DESC' },
      take: RECEIVED_LIMIT,
    });
  }

  /** Dossiers among the codes with an invitation to this address still pending (except one invitation). */
  async pendingCodesFor(email: string, codes: string[], now: Date, tx: EntityManager, exceptId?: string): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows: { code_dossier: string }[] = await tx.query(
      `SELECT DISTINCT d.code_dossier FROM invitation i JOIN invitation_dossier d ON d.invitation_id = i.id
       WHERE i.email_invite = $1 AND i.date_acceptation IS NULL AND i.date_refus IS NULL AND i.date_expiration > $2
         AND d.code_dossier = ANY($3) AND ($4::uuid IS NULL OR i.id <> $4::uuid)`,
      [email.toLowerCase(), now, codes, exceptId ?? null],
    );
    return rows.map((r) => r.code_dossier);
  }

  /** Two invitations to one address are checked and written one after the other. */
  async lockAddress(email: string, tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invitation:${email.toLowerCase()}`]);
  }

  async insert(
    tx: EntityManager,
    invitation: Pick<Invitation, 'id' | 'guidPersonneCreateur' | 'emailInvite' | 'dateExpiration'>,
    dossiers: OfferedDossier[],
  ): Promise<void> {
    await tx.insert(Invitation, { ...invitation, nomInvite: null, prenomInvite: null, dateAcceptation: null, dateRefus: null });
    await this.replaceDossiers(tx, invitation.id, dossiers);
  }

  async replaceDossiers(tx: EntityManager, invitationId: string, dossiers: OfferedDossier[]): Promise<void> {
    await tx.delete(InvitationDossier, { invitationId });
    await tx.insert(
      InvitationDossier,
      dossiers.map((d) => ({ invitationId, codeDossier: d.codeDossier, idRole: d.idRole, categories: [...new Set(d.categories)] })),
    );
  }

  async markAccepted(tx: EntityManager, id: string, at: Date, invite: { nom: string; prenom: string }): Promise<void> {
    await tx.update(Invitation, { id }, { dateAcceptation: at, nomInvite: invite.nom, prenomInvite: invite.prenom });
  }

  async markRefused(tx: EntityManager, id: string, at: Date): Promise<void> {
    await tx.update(Invitation, { id }, { dateRefus: at });
  }

  async delete(id: string): Promise<void> {
    await this.ds.getRepository(Invitation).delete({ id });
  }

  /** Every invitation to the address or from the person, whatever its state, for their data export. */
  allOf(where: { emailInvite: string } | { guidPersonneCreateur: string }): Promise<Invitation[]> {
    return this.ds.getRepository(Invitation).find({ where, relations: { dossiers: { dossier: true } }, order: { dateCreation: 'DESC' } });
  }

  /** Invitations from the person or to their address removed (their dossiers cascade); returns how many. */
  async deleteOf(tx: EntityManager, guidPersonne: string, email: string | null): Promise<number> {
    const [, count]: [unknown, number] = await tx.query(`DELETE FROM invitation WHERE guid_personne_createur = $1 OR email_invite = $2`, [
      guidPersonne,
      email?.toLowerCase() ?? null,
    ]);
    return count;
  }

  async deleteExpiredBefore(before: Date): Promise<number> {
    return (await this.ds.getRepository(Invitation).delete({ dateExpiration: LessThan(before) })).affected ?? 0;
  }
}

export interface OfferedDossier {
  codeDossier: string;
  idRole: number;
  categories: string[];
}
