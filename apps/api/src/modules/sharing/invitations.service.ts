import { Inject, Injectable } from '@nestjs/common';
import {
  SharingMessages as M,
  type CreateInvitation,
  type InvitationDossierInput,
  type PublicInvitation,
  type ReceivedInvitation,
  type SentInvitation,
  type SessionUser,
  type UpdateInvitation,
} from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../common/transaction';
import { AccessService } from '../droits/access.service';
import { DroitGrants } from '../droits/droit-grants.service';
import { CompteReader } from '../user/compte-reader.service';
import type { DossierWithModules } from '../dossier/dossier.service';
import { MailService } from '../mail/mail.service';
import { NotificationService } from '../notifications/notification.service';
import { ThemeService } from '../theme/theme.service';
import { GrantValidator } from './grant-validator';
import { invitationMail } from './invitation-mail';
import { assertPending, invitationEtat } from './invitation-state';
import { InvitationRepository } from './invitation.repository';
import { fullName, offeredDossiers, toReceived, toSent, type RoleNames } from './sharing.mappers';

const DAY_MS = 24 * 3600 * 1000;

/** Invitations sent by gérants: creation, edition, deletion and the lists (spec 02 §4 Rights sharing). */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationRepository,
    private readonly transactions: TransactionRunner,
    private readonly droitRows: DroitGrants,
    private readonly comptes: CompteReader,
    private readonly grants: GrantValidator,
    private readonly access: AccessService,
    private readonly mail: MailService,
    private readonly theme: ThemeService,
    private readonly notifications: NotificationService,
  ) {}

  async create(user: SessionUser, input: CreateInvitation): Promise<{ id: string }> {
    const email = input.mailInvite;
    return this.transactions.run(async (tx) => {
      const dossiers = await this.checkOffer(user, email, input.dossiers, 'dossiers', tx);
      const id = randomUUID();
      const dateExpiration = new Date(Date.now() + this.config.invitation.ttlDays * DAY_MS);
      await this.invitations.insert(tx, { id, guidPersonneCreateur: user.guidPersonne, emailInvite: email, dateExpiration }, toOffered(input.dossiers));
      const mail = invitationMail(this.theme.theme, {
        to: email,
        createur: `${user.prenom} ${user.nom}`.trim(),
        raisonsSociales: input.dossiers.map((d) => dossiers.get(d.codeDossier)!.raisonSociale),
        dateExpiration,
        url: `${this.config.publicUrl}/invitation/${id}/`,
      });
      await this.notifications.notifyLogin(
        email,
        { category: 'invitation', message: `${user.prenom} ${user.nom} vous invite à accéder à de nouveaux dossiers.`.trim(), url: `/invitation/${id}/` },
        tx,
      );
      await this.mail.send(mail, `invitation-${id}`, tx);
      return { id };
    });
  }

  async update(user: SessionUser, id: string, input: UpdateInvitation): Promise<{ id: string }> {
    if (input.id !== id) throw AppException.validation([{ path: 'id', message: M.identifiantsDifferents }]);
    return this.transactions.run(async (tx) => {
      const inv = await this.invitations.find(id, tx);
      if (!inv) throw AppException.notFound(M.invitationIntrouvable);
      this.access.requireInvitationCreator(user, inv.guidPersonneCreateur);
      assertPending(inv, new Date());
      await this.checkOffer(user, inv.emailInvite, input.dossiersInvites, 'dossiersInvites', tx, id);
      await this.invitations.replaceDossiers(tx, id, toOffered(input.dossiersInvites));
      return { id };
    });
  }

  async remove(user: SessionUser, id: string): Promise<{ id: string }> {
    const inv = await this.invitations.find(id);
    if (!inv) throw AppException.notFound(M.invitationIntrouvable);
    this.access.requireInvitationCreator(user, inv.guidPersonneCreateur);
    await this.invitations.delete(id);
    return { id };
  }

  async sent(user: SessionUser): Promise<SentInvitation[]> {
    const [list, roles] = await Promise.all([this.invitations.sentBy(user.guidPersonne), this.roleNames()]);
    const now = new Date();
    return list.map((inv) => toSent(inv, roles, now));
  }

  /** Invitations addressed to the e-mail of the signed-in account, still acceptable. */
  async received(user: SessionUser): Promise<ReceivedInvitation[]> {
    const login = user.typeUtilisateur === 'member' ? await this.comptes.loginOf(user.guidPersonne) : null;
    if (!login) return [];
    const [list, roles] = await Promise.all([this.invitations.pendingFor(login, new Date()), this.roleNames()]);
    return list.map((inv) => toReceived(inv, roles));
  }

  /** What the invitation page shows to anyone holding the link: no dossier code; the invited address, to sign up with, while pending. */
  async publicRead(id: string): Promise<PublicInvitation> {
    const inv = await this.invitations.find(id);
    if (!inv) throw AppException.notFound(M.invitationIntrouvable);
    const roles = await this.roleNames();
    const etat = invitationEtat(inv, new Date());
    return {
      id: inv.id,
      nomPrenomCreateur: fullName(inv.createur),
      emailInvite: etat === 'enAttente' ? inv.emailInvite : null,
      dossiers: offeredDossiers(inv, roles).map(({ raisonSociale, nomRole }) => ({ raisonSociale, nomRole })),
      dateAcceptation: inv.dateAcceptation?.toISOString() ?? null,
      dateRefus: inv.dateRefus?.toISOString() ?? null,
      dateExpiration: inv.dateExpiration.toISOString(),
      etat,
    };
  }

  /**
   * Rules of an offer: the caller is gérant of every dossier, roles and categories are valid and
   * grantable, and the address has neither access nor a pending invitation on any of them.
   */
  private async checkOffer(
    user: SessionUser,
    email: string,
    offered: InvitationDossierInput[],
    field: string,
    tx: EntityManager,
    exceptId?: string,
  ): Promise<Map<string, DossierWithModules>> {
    await this.access.requireGerantOfAll(
      user,
      offered.map((d) => d.codeDossier),
      tx,
    );
    const dossiers = await this.grants.validate(
      offered.map((d, i) => ({
        codeDossier: d.codeDossier,
        idRole: d.idRole,
        categories: d.categoriesIdAutorisees,
        rolePath: `${field}.${i}.idRole`,
        categoriesPath: `${field}.${i}.categoriesIdAutorisees`,
      })),
      tx,
    );
    await this.invitations.lockAddress(email, tx);
    const codes = offered.map((d) => d.codeDossier);
    const withAccess = new Set(await this.droitRows.codesWithAccess(await this.comptes.guidsByLoginIgnoringCase(email, tx), codes, tx));
    const pending = new Set(await this.invitations.pendingCodesFor(email, codes, new Date(), tx, exceptId));
    const issues = offered.flatMap((d, i) => {
      const name = dossiers.get(d.codeDossier)!.raisonSociale;
      if (withAccess.has(d.codeDossier)) return [{ path: `${field}.${i}.codeDossier`, message: M.dejaAcces(name) }];
      if (pending.has(d.codeDossier)) return [{ path: `${field}.${i}.codeDossier`, message: M.dejaInvitee(name) }];
      return [];
    });
    if (issues.length > 0) throw AppException.validation(issues);
    return dossiers;
  }

  private async roleNames(): Promise<RoleNames> {
    return new Map((await this.droitRows.roles()).map((r) => [r.idRole, r.nomRole]));
  }
}

const toOffered = (list: InvitationDossierInput[]) => list.map((d) => ({ codeDossier: d.codeDossier, idRole: d.idRole, categories: d.categoriesIdAutorisees }));
