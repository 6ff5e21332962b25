import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, PARTAGER_DROITS_PATH, PASSWORD_MIN_LENGTH, SharingMessages as M, type InscrireEtAccepter, type SessionUser } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { hashPassword } from '../auth/password';
import { PasswordBreachService } from '../auth/breach/password-breach.service';
import { TransactionRunner } from '../../common/transaction';
import { DossierService } from '../dossier/dossier.service';
import { DroitGrants } from '../droits/droit-grants.service';
import { DroitsService } from '../droits/droits.service';
import { CompteReader } from '../user/compte-reader.service';
import { CompteWriter } from '../user/compte-writer.service';
import { NotificationService } from '../notifications/notification.service';
import type { Invitation } from './invitation.entity';
import { assertPending } from './invitation-state';
import { InvitationRepository } from './invitation.repository';

type Invitee = { guidPersonne: string; nom: string; prenom: string };

/** The invitee's side: accept, refuse, or create an account and accept in one step. */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly transactions: TransactionRunner,
    private readonly droits: DroitsService,
    private readonly grants: DroitGrants,
    private readonly dossiers: DossierService,
    private readonly comptes: CompteReader,
    private readonly compteWriter: CompteWriter,
    private readonly breach: PasswordBreachService,
    private readonly notifications: NotificationService,
  ) {}

  async accept(user: SessionUser, id: string): Promise<{ id: string; dossiers: string[] }> {
    const dossiers = await this.transactions.run(async (tx) => {
      const inv = await this.forInvitee(user, id, tx);
      const personne = await this.comptes.personne(user.guidPersonne, tx);
      if (!personne) throw new Error(`Personne ${user.guidPersonne} introuvable`);
      return this.grantAndMark(tx, inv, personne);
    });
    await this.droits.invalidate(user.guidPersonne);
    return { id, dossiers };
  }

  async refuse(user: SessionUser, id: string): Promise<{ id: string }> {
    await this.transactions.run(async (tx) => {
      await this.forInvitee(user, id, tx);
      await this.invitations.markRefused(tx, id, new Date());
    });
    return { id };
  }

  /**
   * Public: a new Personne and an active Compte (the invitation mail proved the address), the
   * invitation accepted, all in one transaction. The caller opens the session.
   */
  async signUpAndAccept(id: string, input: InscrireEtAccepter): Promise<SessionUser> {
    if (input.external) {
      throw new AppException(HttpStatus.BAD_REQUEST, {
        code: ErrorCode.ExternalSignInUnavailable,
        message: M.externeIndisponible,
        displayable: true,
        issues: [{ path: 'external', message: M.externeIndisponible }],
      });
    }
    const pwd = input.pwd ?? '';
    if (pwd.length < PASSWORD_MIN_LENGTH) throw AppException.validation([{ path: 'pwd', message: M.motDePasseCourt }]);
    if (input.username !== input.email) throw AppException.validation([{ path: 'username', message: M.identifiantEmail }]);
    const precheck = await this.invitations.find(id);
    if (!precheck) throw AppException.notFound(M.invitationIntrouvable);
    assertPending(precheck, new Date());
    if (precheck.emailInvite.toLowerCase() !== input.email) throw AppException.validation([{ path: 'email', message: M.emailAutreQueInvitation }]);
    await this.breach.refuse(pwd);
    const passwordHash = await hashPassword(pwd);
    const guidPersonne = randomUUID();
    try {
      await this.transactions.run(async (tx) => {
        const inv = await this.invitations.find(id, tx);
        if (!inv) throw AppException.notFound(M.invitationIntrouvable);
        assertPending(inv, new Date());
        if (await this.comptes.compteByLogin(input.email, tx)) throw existingAccount();
        const personne = await this.compteWriter.createMember(tx, {
          guidPersonne,
          compteId: randomUUID(),
          civilite: input.codeCivilite,
          nom: input.nom,
          prenom: input.prenom,
          email: input.email,
          passwordHash,
        });
        await this.grantAndMark(tx, inv, personne);
      });
    } catch (e) {
      // Two sign-ups racing for one address: the unique login index decides.
      if (e instanceof QueryFailedError && (e as QueryFailedError & { code?: string }).code === '23505') throw existingAccount();
      throw e;
    }
    return { guidPersonne, login: input.email, nom: input.nom, prenom: input.prenom, typeUtilisateur: 'member' };
  }

  /** The invitation, locked, when addressed to the signed-in account and still pending. */
  private async forInvitee(user: SessionUser, id: string, tx: EntityManager): Promise<Invitation> {
    const inv = await this.invitations.find(id, tx);
    if (!inv) throw AppException.notFound(M.invitationIntrouvable);
    const login = user.typeUtilisateur === 'member' ? await this.comptes.loginOf(user.guidPersonne, tx) : null;
    if (!login || login !== inv.emailInvite.toLowerCase()) {
      throw new AppException(HttpStatus.FORBIDDEN, { code: ErrorCode.Forbidden, message: M.invitationAutreAdresse, displayable: true });
    }
    assertPending(inv, new Date());
    return inv;
  }

  /**
   * Creates the Droit rows of the invitation. A dossier is skipped when its inviter is no longer its
   * gérant, or when the invitee already has access to it (an existing access is never narrowed). The inviter is
   * notified (and mailed, per preference) in the same transaction.
   */
  private async grantAndMark(tx: EntityManager, inv: Invitation, personne: Invitee): Promise<string[]> {
    const codes = inv.dossiers.map((d) => d.codeDossier);
    await this.dossiers.lockForUpdate(codes, tx);
    const creatorGerant = new Set(await this.droits.gerantCodes(inv.guidPersonneCreateur, tx));
    const existing = new Set((await this.grants.droitsOf(personne.guidPersonne, tx)).map((d) => d.codeDossier));
    const known = new Set((await this.grants.categories(tx)).map((c) => c.id));
    const granted: string[] = [];
    for (const d of inv.dossiers) {
      if (!creatorGerant.has(d.codeDossier) || existing.has(d.codeDossier)) continue;
      await this.grants.grant(tx, {
        guidPersonne: personne.guidPersonne,
        codeDossier: d.codeDossier,
        idRole: d.idRole,
        categories: d.categories.filter((c) => known.has(c)),
      });
      granted.push(d.codeDossier);
    }
    await this.invitations.markAccepted(tx, inv.id, new Date(), { nom: personne.nom, prenom: personne.prenom });
    const message = M.invitationAcceptee(`${personne.prenom} ${personne.nom}`.trim());
    await this.notifications.notify(inv.guidPersonneCreateur, { category: 'invitation', message, url: PARTAGER_DROITS_PATH }, tx);
    return granted.sort();
  }
}

function existingAccount(): AppException {
  return AppException.validation([{ path: 'email', message: M.compteExistant }]);
}
