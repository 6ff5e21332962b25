import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  passwordIssues,
  REGISTRATION_POLICY,
  RegistrationMessages,
  type ActivateResult,
  type CheckBeforeRegister,
  type CheckBeforeRegisterResult,
  type GuidPersonneResult,
  type RegisterInput,
  type RegisterResult,
} from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { hashPassword } from '../auth/password';
import { Collaborateur } from '../collaborateur/collaborateur.entity';
import { Droit } from '../droits/droit.entity';
import { Compte } from '../user/compte.entity';
import { Personne } from '../user/personne.entity';
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
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: RateLimitService,
    private readonly jetons: JetonService,
    private readonly mails: AccountMails,
  ) {}

  async check(input: CheckBeforeRegister, address: string): Promise<CheckBeforeRegisterResult> {
    await this.throttle.consume(AccountLimits.checkPerAddress, address);
    const messages: string[] = [];
    if (input.external) messages.push(RegistrationMessages.externeIndisponible);
    if (input.username.toLowerCase() !== input.email.toLowerCase()) messages.push(RegistrationMessages.emailsDiffer);
    if (await this.loginTaken(input.username)) messages.push(RegistrationMessages.loginPris);
    else if (await this.emailHasAccount(input.email)) messages.push(RegistrationMessages.compteExistant);
    if (!input.external && input.pwd !== undefined) messages.push(...passwordIssues(input.pwd, REGISTRATION_POLICY).slice(0, 1));
    return { ok: messages.length === 0, messages };
  }

  /** Links a new, inactive account to the existing person; the mailed link activates it. */
  async register(input: RegisterInput, address: string): Promise<RegisterResult> {
    await this.throttle.consume(AccountLimits.registerPerAddress, address);
    if (input.external) throw externalUnavailable();
    await this.throttle.assertNotBlocked(AccountLimits.registerFailuresPerCode, input.codeliaison);
    const personne = await this.ds.getRepository(Personne).findOneBy({ guidPersonne: input.codeliaison });
    const linked =
      !!personne &&
      (await this.ds.getRepository(Droit).existsBy({ guidPersonne: personne.guidPersonne, codeDossier: input.codedossier })) &&
      !(await this.ds.getRepository(Collaborateur).existsBy({ guidPersonne: personne.guidPersonne }));
    if (!personne || !linked) {
      await this.throttle.tryConsume(AccountLimits.registerFailuresPerCode, input.codeliaison);
      throw ruleError(RegistrationMessages.codesIncorrects, undefined, 'codedossier');
    }
    const login = input.username.toLowerCase();
    // The link code can be looked up by e-mail: only the address the firm knows may use it.
    if (personne.email && personne.email.toLowerCase() !== login) throw ruleError(RegistrationMessages.emailNonReconnu, undefined, 'email');
    const existing = await this.ds.getRepository(Compte).findOneBy({ guidPersonne: personne.guidPersonne });
    if (existing?.actif) throw conflictError(RegistrationMessages.compteExistant);
    const holder = await this.ds.getRepository(Compte).findOneBy({ login });
    if (holder && holder.guidPersonne !== personne.guidPersonne) throw conflictError(RegistrationMessages.loginPris);

    const passwordHash = await hashPassword(input.pwd ?? '');
    try {
      await this.ds.transaction(async (tx) => {
        const compteId = existing?.id ?? randomUUID();
        // A pending account is registered again: new login, password and link, old link dead.
        if (existing) await tx.update(Compte, { id: compteId }, { login, passwordHash, actif: false });
        else await tx.insert(Compte, { id: compteId, guidPersonne: personne.guidPersonne, login, passwordHash, actif: false });
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
    return this.ds.transaction(async (tx) => {
      if (!(await this.jetons.markUsed(tx, jeton.id))) throw tokenError('used', ACTIVATION_MESSAGES);
      await tx.update(Compte, { id: jeton.compteId }, { actif: true });
      const compte = await tx.findOneByOrFail(Compte, { id: jeton.compteId });
      return { login: compte.login, message: RegistrationMessages.activationOk };
    });
  }

  /** The link code of a person the firm knows by this e-mail, only while they have no active account. */
  async guidPersonne(email: string, address: string): Promise<GuidPersonneResult> {
    await this.throttle.consume(AccountLimits.guidPerAddress, address);
    await this.throttle.consume(AccountLimits.guidPerEmail, email);
    const rows: { guid_personne: string }[] = await this.ds.query(
      `SELECT p.guid_personne FROM personne p
        WHERE lower(p.email) = lower($1)
          AND NOT EXISTS (SELECT 1 FROM compte c WHERE c.guid_personne = p.guid_personne AND c.actif)
          AND NOT EXISTS (SELECT 1 FROM collaborateur co WHERE co.guid_personne = p.guid_personne)
          AND EXISTS (SELECT 1 FROM droit d WHERE d.guid_personne = p.guid_personne)
        LIMIT 2`,
      [email],
    );
    return { codeliaison: rows.length === 1 ? rows[0].guid_personne : null };
  }

  private loginTaken(login: string): Promise<boolean> {
    return this.ds.getRepository(Compte).createQueryBuilder('c').where('lower(c.login) = lower(:login)', { login }).getExists();
  }

  private async emailHasAccount(email: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      'SELECT 1 FROM personne p JOIN compte c ON c.guid_personne = p.guid_personne WHERE lower(p.email) = lower($1) AND c.actif LIMIT 1',
      [email],
    );
    return rows.length > 0;
  }
}
