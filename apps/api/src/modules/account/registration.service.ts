import { Inject, Injectable } from '@nestjs/common';
import {
  passwordIssues,
  REGISTRATION_POLICY,
  RegistrationMessages,
  type ActivateResult,
  type CheckBeforeRegister,
  type CheckBeforeRegisterResult,
  type GuidPersonneResult,
  type MessageResult,
  type RegisterInput,
  type RegisterResult,
} from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { hashPassword } from '../auth/password';
import { PasswordBreachService } from '../auth/breach/password-breach.service';
import { TransactionRunner } from '../../common/transaction';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { DroitsService } from '../droits/droits.service';
import { CompteReader } from '../user/compte-reader.service';
import { CompteWriter } from '../user/compte-writer.service';
import { conflictError, externalUnavailable, ruleError, tokenError } from './account-errors';
import { AccountMails } from './account-mails.service';
import { AccountLimits } from './account-limits';
import { JetonService } from './jeton.service';

const ACTIVATION_MESSAGES = {
  invalid: RegistrationMessages.activationInvalide,
  used: RegistrationMessages.activationDejaFaite,
  expired: RegistrationMessages.activationExpiree,
};

/** Registration by link code + dossier code, and activation from the mailed link (spec 01 §2.4, §4, §5). */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly comptes: CompteReader,
    private readonly compteWriter: CompteWriter,
    private readonly collaborateurs: CollaborateurReader,
    private readonly droits: DroitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: RateLimitService,
    private readonly jetons: JetonService,
    private readonly mails: AccountMails,
    private readonly breach: PasswordBreachService,
  ) {}

  /**
   * The same answer whether the address has an account or not (it would tell strangers who is a
   * client); the holder of an existing account is told by mail instead.
   */
  async check(input: CheckBeforeRegister, address: string): Promise<CheckBeforeRegisterResult> {
    await this.throttle.consume(AccountLimits.checkPerAddress, address);
    const messages: string[] = [];
    if (input.external) messages.push(RegistrationMessages.externeIndisponible);
    if (input.username.toLowerCase() !== input.email.toLowerCase()) messages.push(RegistrationMessages.emailsDiffer);
    else if ((await this.comptes.loginTaken(input.username)) || (await this.comptes.emailHasActiveAccount(input.email))) await this.warnHolder(input.email);
    if (!input.external && input.pwd !== undefined) messages.push(...passwordIssues(input.pwd, REGISTRATION_POLICY).slice(0, 1));
    return { ok: messages.length === 0, messages };
  }

  /** Sends the link again to the account whose password this session just gave at sign-in. */
  async resendActivation(compteId: string | null, address: string): Promise<MessageResult> {
    await this.throttle.consume(AccountLimits.resendActivationPerAddress, address);
    if (!compteId) throw ruleError(RegistrationMessages.activationRenvoiImpossible);
    await this.throttle.consume(AccountLimits.resendActivationPerCompte, compteId);
    const compte = await this.comptes.compteById(compteId);
    if (compte.actif) return { message: RegistrationMessages.activationOk };
    await this.transactions.run(async (tx) => {
      const { id, token } = await this.jetons.issueLink(tx, compte.id, 'activation', this.config.account.activationTtlHours * 3600_000);
      await this.mails.activation(tx, compte.login, token, id);
    });
    return { message: RegistrationMessages.activationRenvoyee };
  }

  /** Links a new, inactive account to the existing person; the mailed link activates it. */
  async register(input: RegisterInput, address: string): Promise<RegisterResult> {
    await this.throttle.consume(AccountLimits.registerPerAddress, address);
    if (input.external) throw externalUnavailable();
    await this.throttle.assertNotBlocked(AccountLimits.registerFailuresPerCode, input.codeliaison);
    const personne = await this.comptes.personne(input.codeliaison);
    const linked =
      !!personne && (await this.droits.hasDroit(personne.guidPersonne, input.codedossier)) && !(await this.collaborateurs.exists(personne.guidPersonne));
    if (!personne || !linked) {
      await this.throttle.tryConsume(AccountLimits.registerFailuresPerCode, input.codeliaison);
      throw ruleError(RegistrationMessages.codesIncorrects, undefined, 'codedossier');
    }
    const login = input.username.toLowerCase();
    // The link code can be looked up by e-mail: only the address the firm knows may use it.
    if (personne.email && personne.email.toLowerCase() !== login) throw ruleError(RegistrationMessages.emailNonReconnu, undefined, 'email');
    const existing = await this.comptes.compteOf(personne.guidPersonne);
    if (existing?.actif) throw conflictError(RegistrationMessages.compteExistant);
    const holder = await this.comptes.compteByLogin(login);
    if (holder && holder.guidPersonne !== personne.guidPersonne) throw conflictError(RegistrationMessages.loginPris);

    await this.breach.refuseUnlessConfirmed(input.pwd ?? '', input.breachConfirmed);
    const passwordHash = await hashPassword(input.pwd ?? '');
    try {
      await this.transactions.run(async (tx) => {
        const compteId = existing?.id ?? randomUUID();
        // A pending account is registered again: new login, password and link, old link dead.
        await this.compteWriter.savePending(tx, { id: compteId, guidPersonne: personne.guidPersonne, login, passwordHash }, !!existing);
        const { id, token } = await this.jetons.issueLink(tx, compteId, 'activation', this.config.account.activationTtlHours * 3600_000);
        await this.mails.activation(tx, input.email, token, id);
      });
    } catch (e) {
      if (e instanceof QueryFailedError && (e as { code?: string }).code === '23505') throw conflictError(RegistrationMessages.loginPris);
      throw e;
    }
    return { email: input.email };
  }

  async activate(token: string, address: string): Promise<ActivateResult> {
    await this.throttle.consume(AccountLimits.activatePerAddress, address);
    const jeton = await this.jetons.findLink(token, 'activation');
    if (!jeton) throw tokenError('invalid', ACTIVATION_MESSAGES);
    const state = this.jetons.state(jeton);
    if (state !== 'valid') throw tokenError(state, ACTIVATION_MESSAGES);
    return this.transactions.run(async (tx) => {
      if (!(await this.jetons.markUsed(tx, jeton.id))) throw tokenError('used', ACTIVATION_MESSAGES);
      const login = await this.compteWriter.activate(tx, jeton.compteId);
      return { login, message: RegistrationMessages.activationOk };
    });
  }

  /** The link code of a person the firm knows by this e-mail, only while they have no active account. */
  async guidPersonne(email: string, address: string): Promise<GuidPersonneResult> {
    await this.throttle.consume(AccountLimits.guidPerAddress, address);
    await this.throttle.consume(AccountLimits.guidPerEmail, email);
    const candidates = await this.comptes.withoutActiveAccountByEmail(email);
    const holders = await this.droits.holdersAmong(candidates);
    const members: string[] = [];
    for (const guid of candidates) if (holders.has(guid) && !(await this.collaborateurs.exists(guid))) members.push(guid);
    // Only an unambiguous address gives its link code away.
    return { codeliaison: members.length === 1 ? members[0] : null };
  }

  /** At most one mail per address and hour, however often the form is tried. */
  private async warnHolder(email: string): Promise<void> {
    if (!(await this.throttle.tryConsume(AccountLimits.holderMailPerEmail, email))) return;
    await this.transactions.run((tx) => this.mails.existingAccount(tx, email));
  }
}
