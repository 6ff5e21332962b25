import { Injectable } from '@nestjs/common';
import { SecuriteMessages, type AdherentDossier, type SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { SessionRegistry } from '../auth/sessions/session-registry.service';
import { DroitsService } from '../droits/droits.service';
import { CompteReader } from '../user/compte-reader.service';
import { AppareilsRepository } from './appareils.repository';
import { JournalSecuriteRepository } from './journal-securite.repository';
import { SecondFactorService } from './second-factor.service';
import { SecuriteMails } from './securite-mails.service';

/** Staff helping a dossier's members: who has access, and the reset of a lost second factor. */
@Injectable()
export class AdherentsService {
  constructor(
    private readonly droits: DroitsService,
    private readonly comptes: CompteReader,
    private readonly secondFactor: SecondFactorService,
    private readonly appareils: AppareilsRepository,
    private readonly sessions: SessionRegistry,
    private readonly journal: JournalSecuriteRepository,
    private readonly mails: SecuriteMails,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(codeDossier: string): Promise<AdherentDossier[]> {
    const people = await this.droits.peopleOfDossier(codeDossier);
    const comptes = await this.comptes.comptesOf(people.map((p) => p.guidPersonne));
    const active = await this.secondFactor.activeAmong([...comptes.values()].map((c) => c.id));
    return people.map((p) => {
      const compte = comptes.get(p.guidPersonne);
      return {
        guidPersonne: p.guidPersonne,
        nom: p.nom,
        prenom: p.prenom,
        login: compte?.login ?? null,
        role: p.role,
        doubleAuthentification: !compte ? 'sans-compte' : active.has(compte.id) ? 'active' : 'inactive',
      };
    });
  }

  /** The member's key, codes and remembered browsers removed, their sessions ended; journal and mail in one transaction. */
  async resetSecondFactor(staff: SessionUser, codeDossier: string, guidPersonne: string, address: string): Promise<{ message: string }> {
    if (!(await this.droits.hasDroit(guidPersonne, codeDossier))) throw AppException.notFound(SecuriteMessages.personNotOnDossier);
    const compte = await this.comptes.compteOf(guidPersonne);
    if (!compte) throw AppException.notFound(SecuriteMessages.resetNone);
    await this.transactions.run(async (tx) => {
      if (!(await this.secondFactor.remove(tx, compte.id))) throw AppException.notFound(SecuriteMessages.resetNone);
      await this.appareils.forgetAll(tx, compte.id);
      await this.sessions.revokeOf(tx, guidPersonne);
      const detail = `par ${staff.prenom} ${staff.nom} depuis le dossier ${codeDossier}`;
      await this.journal.add({ guidPersonne, evenement: 'double-authentification-reinitialisee', detail, adresse: address, auteur: staff.guidPersonne }, tx);
      await this.mails.secondFactorReset(tx, compte.login, `${staff.prenom} ${staff.nom}`);
    });
    return { message: SecuriteMessages.resetDone };
  }
}
