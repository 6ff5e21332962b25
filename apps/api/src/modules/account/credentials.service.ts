import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  AccountMessages,
  ErrorCode,
  PasswordResetMessages,
  type MailUpdateInput,
  type PwdUpdateInput,
  type SendValidationCodeResult,
  type SessionUser,
  type ValidationCodeType,
} from '@portail/contracts';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { hashPassword } from '../auth/password';
import { PasswordBreachService } from '../auth/breach/password-breach.service';
import { TransactionRunner } from '../../common/transaction';
import { AuthService } from '../auth/auth.service';
import { DroitsService } from '../droits/droits.service';
import { toE164 } from '../mail/sms/phone-number';
import { SmsService } from '../mail/sms/sms.service';
import { CompteReader, type CompteRecord } from '../user/compte-reader.service';
import { CompteWriter } from '../user/compte-writer.service';
import { conflictError, externalUnavailable, ruleError, tokenError } from './account-errors';
import { AccountMails } from './account-mails.service';
import { AccountLimits } from './account-limits';
import type { JetonType } from './compte-jeton.entity';
import { JetonService } from './jeton.service';

const CODE_TYPE: Record<ValidationCodeType, JetonType> = { mail: 'code_mail', pwd: 'code_pwd' };
const MAX_CODES = 5;
const CODE_WINDOW_MS = 15 * 60_000;
const CONFIRM_MESSAGES = { invalid: AccountMessages.mailLinkInvalid, used: AccountMessages.mailLinkUsed, expired: AccountMessages.mailLinkExpired };

/** Mail and password changes of a signed-in member, each confirmed by a validation code (spec 02 §4). */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly comptes: CompteReader,
    private readonly compteWriter: CompteWriter,
    private readonly droits: DroitsService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: RateLimitService,
    private readonly jetons: JetonService,
    private readonly mails: AccountMails,
    private readonly sms: SmsService,
    private readonly breach: PasswordBreachService,
  ) {}

  async sendCode(
    user: SessionUser,
    type: ValidationCodeType,
    input: { username: string; type: ValidationCodeType; mode: 'mail' | 'sms' },
  ): Promise<SendValidationCodeResult> {
    if (input.type !== type) throw ruleError('Le type du code ne correspond pas à l’adresse appelée.', undefined, 'type');
    const compte = await this.memberCompte(user, input.username);
    if ((await this.jetons.countRecent(compte.id, CODE_TYPE[type], CODE_WINDOW_MS)) >= MAX_CODES) throw tooManyCodes();
    const personne = await this.personne(compte.guidPersonne);
    const mobile = personne.portable?.replace(/\D/g, '') ?? '';
    const to = input.mode === 'sms' ? await this.smsDestination(personne.portable, mobile) : undefined;
    const ttl = this.config.account.codeTtlMinutes * 60_000;
    await this.transactions.run(async (tx) => {
      const issued = await this.jetons.issueCode(tx, compte.id, CODE_TYPE[type], ttl);
      if (!to) return this.mails.validationCode(tx, compte.login, issued.code, type, issued.id);
      const text = `Votre code de validation : ${issued.code}. Valable ${this.config.account.codeTtlMinutes} minutes.`;
      await this.sms.send(tx, { to, text, expiresAt: new Date(Date.now() + ttl).toISOString() }, `code-sms-${issued.id}`);
    });
    return to ? { mode: 'sms', destination: maskPhone(mobile) } : { mode: 'mail', destination: maskMail(compte.login) };
  }

  /** Checks the code, then mails a confirmation link to the new address; the login changes from that link. */
  async requestMailChange(user: SessionUser, input: MailUpdateInput): Promise<{ message: string }> {
    if (input.isgoogle || input.togoogle) throw externalUnavailable();
    const compte = await this.memberCompte(user, input.username);
    const nouvelle = input.mail.trim().toLowerCase();
    if (nouvelle === compte.login.toLowerCase()) throw ruleError(AccountMessages.sameMail, undefined, 'mail');
    if (await this.loginHeldByOther(nouvelle, compte.id)) throw conflictError(AccountMessages.mailTaken);
    if (!(await this.droits.hasDroit(compte.guidPersonne, input.codedossier))) {
      throw ruleError(PasswordResetMessages.wrongDossier, undefined, 'codedossier');
    }
    const code = await this.jetons.checkCode(compte.id, 'code_mail', input.securecode);
    await this.transactions.run(async (tx) => {
      if (!(await this.jetons.markUsed(tx, code.id))) throw ruleError(AccountMessages.codeMissing, undefined, 'securecode');
      const { id, token } = await this.jetons.issueLink(tx, compte.id, 'changement_mail', this.config.account.resetTtlMinutes * 60_000, nouvelle);
      await this.mails.mailChangeConfirmation(tx, nouvelle, token, id);
    });
    return { message: AccountMessages.mailRequestSent };
  }

  /** From the link sent to the new address: the login and the person's e-mail change, sessions end. */
  async confirmMailChange(token: string, address: string): Promise<{ login: string; message: string }> {
    await this.throttle.consume(AccountLimits.confirmMailPerAddress, address);
    const jeton = await this.jetons.findLink(token, 'changement_mail');
    if (!jeton || !jeton.valeur) throw tokenError('invalid', CONFIRM_MESSAGES);
    const state = this.jetons.state(jeton);
    if (state !== 'valid') throw tokenError(state, CONFIRM_MESSAGES);
    const nouvelle = jeton.valeur;
    await this.transactions.run(async (tx) => {
      if (!(await this.jetons.markUsed(tx, jeton.id))) throw tokenError('used', CONFIRM_MESSAGES);
      const compte = await this.comptes.compteById(jeton.compteId, tx);
      if (await this.loginHeldByOther(nouvelle, compte.id)) throw conflictError(AccountMessages.mailTaken);
      await this.compteWriter.changeLogin(tx, compte, nouvelle);
      await this.auth.revokeSessions(tx, compte.guidPersonne);
      await this.mails.mailChanged(tx, compte.login, nouvelle, jeton.id);
    });
    return { login: nouvelle, message: AccountMessages.mailChanged };
  }

  async changePassword(user: SessionUser, input: PwdUpdateInput, sessionId: string): Promise<{ resultLdap: true }> {
    const compte = await this.memberCompte(user, input.username);
    const code = await this.jetons.checkCode(compte.id, 'code_pwd', input.securecode);
    // The code stays unused when the password is refused: the member confirms the warning and sends again.
    await this.breach.refuseUnlessConfirmed(input.pwd, input.breachConfirmed);
    const passwordHash = await hashPassword(input.pwd);
    await this.transactions.run(async (tx) => {
      if (!(await this.jetons.markUsed(tx, code.id))) throw ruleError(AccountMessages.codeMissing, undefined, 'securecode');
      await this.compteWriter.setPassword(tx, compte.id, passwordHash);
      await this.auth.revokeSessions(tx, compte.guidPersonne, sessionId);
      await this.mails.passwordChanged(tx, compte.login, code.id);
    });
    return { resultLdap: true };
  }

  /** The signed-in member's account; the username sent must be theirs. */
  private async memberCompte(user: SessionUser, username: string): Promise<CompteRecord> {
    if (user.typeUtilisateur !== 'member') throw AppException.forbidden(AccountMessages.membersOnly);
    if (username.trim().toLowerCase() !== user.login.toLowerCase()) throw ruleError(AccountMessages.usernameMismatch, undefined, 'username');
    const compte = await this.comptes.compteOf(user.guidPersonne, { actif: true });
    if (!compte) throw AppException.unauthenticated();
    return compte;
  }

  /**
   * The mobile in E.164, checked before any code is issued: no number, one that cannot be a mobile, or one the
   * provider refused for good (recorded by the worker) each give the member the way out, the code by mail.
   */
  private async smsDestination(portable: string | null, digits: string): Promise<string> {
    if (digits.length < 6) throw ruleError(AccountMessages.noMobile, undefined, 'mode');
    const to = toE164(portable);
    if (!to || (await this.sms.isRefused(to))) throw ruleError(AccountMessages.smsRefused, undefined, 'mode');
    return to;
  }

  private loginHeldByOther(login: string, compteId: string): Promise<boolean> {
    return this.comptes.loginHeldByOther(login, compteId);
  }

  private async personne(guidPersonne: string) {
    const personne = await this.comptes.personne(guidPersonne);
    if (!personne) throw new Error(`Personne ${guidPersonne} introuvable`);
    return personne;
  }
}

function maskMail(address: string): string {
  const [local, domain] = address.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain ?? ''}`;
}

function maskPhone(digits: string): string {
  return `${'*'.repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
}

function tooManyCodes(): AppException {
  return new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: AccountMessages.tooManyRequests, displayable: true });
}
