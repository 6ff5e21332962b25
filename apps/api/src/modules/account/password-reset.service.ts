import { Inject, Injectable, Logger } from '@nestjs/common';
import { PasswordResetMessages, type OkResult, type PwdForgotInput, type PwdForgotUpdateInput } from '@portail/contracts';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { loginFailures } from '../auth/login-limits';
import { hashPassword } from '../auth/password';
import { PasswordBreachService } from '../auth/breach/password-breach.service';
import { TransactionRunner } from '../../common/transaction';
import { AuthService } from '../auth/auth.service';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { DroitsService } from '../droits/droits.service';
import { CompteReader } from '../user/compte-reader.service';
import { CompteWriter } from '../user/compte-writer.service';
import { ruleError, tokenError } from './account-errors';
import { AccountMails } from './account-mails.service';
import { AccountLimits } from './account-limits';
import { CaptchaService } from '../auth/captcha.service';
import { JetonService, MAX_TENTATIVES } from './jeton.service';

const LINK_MESSAGES = {
  invalid: PasswordResetMessages.linkInvalid,
  used: PasswordResetMessages.linkUsed,
  expired: PasswordResetMessages.linkExpired,
};

/** Forgotten password: a captcha-protected request mails a single-use link (spec 01 §2.4, §5). */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly comptes: CompteReader,
    private readonly compteWriter: CompteWriter,
    private readonly collaborateurs: CollaborateurReader,
    private readonly droits: DroitsService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: RateLimitService,
    private readonly captcha: CaptchaService,
    private readonly jetons: JetonService,
    private readonly mails: AccountMails,
    private readonly breach: PasswordBreachService,
  ) {}

  /** The same answer whether or not the account exists; repeated requests for one login go quiet. */
  async request(input: PwdForgotInput, address: string): Promise<{ message: string }> {
    await this.throttle.consume(AccountLimits.pwdforgotPerAddress, address);
    await this.captcha.verify(input.altcha);
    const login = input.username.trim().toLowerCase();
    const compte = await this.comptes.activeCompteByLoginIgnoringCase(login);
    const compteId = compte && !(await this.collaborateurs.exists(compte.guidPersonne)) ? compte.id : undefined;
    // Issued after the answer, so the time taken does not tell whether the account exists.
    if (compteId) void this.sendLink(compteId, login).catch((e: Error) => this.logger.warn(`Lien de réinitialisation non envoyé : ${e.message}`));
    return { message: PasswordResetMessages.sent };
  }

  private async sendLink(compteId: string, login: string): Promise<void> {
    // 3 links an hour at most: further requests for the account go quiet (no mail bombing).
    if ((await this.jetons.countRecent(compteId, 'reinitialisation', 3600_000)) >= 3) return;
    await this.transactions.run(async (tx) => {
      const { id, token } = await this.jetons.issueLink(tx, compteId, 'reinitialisation', this.config.account.resetTtlMinutes * 60_000);
      await this.mails.reset(tx, login, token, id);
    });
  }

  /** New password from the mailed link; one of the person's dossier codes is the second factor. */
  async update(input: PwdForgotUpdateInput, address: string): Promise<OkResult> {
    await this.throttle.consume(AccountLimits.resetPerAddress, address);
    const jeton = await this.jetons.findLink(input.uid, 'reinitialisation');
    if (!jeton) throw tokenError('invalid', LINK_MESSAGES);
    const state = this.jetons.state(jeton);
    if (state !== 'valid') throw tokenError(state, LINK_MESSAGES);
    const compte = await this.comptes.compteById(jeton.compteId);
    if (!(await this.droits.hasDroit(compte.guidPersonne, input.codedossier))) {
      const tentatives = await this.jetons.recordAttempt(jeton.id);
      const message = tentatives >= MAX_TENTATIVES ? PasswordResetMessages.tooManyWrongDossiers : PasswordResetMessages.wrongDossier;
      throw ruleError(message, undefined, 'codedossier');
    }
    await this.breach.refuse(input.pwd);
    const passwordHash = await hashPassword(input.pwd);
    await this.transactions.run(async (tx) => {
      if (!(await this.jetons.markUsed(tx, jeton.id))) throw tokenError('used', LINK_MESSAGES);
      await this.compteWriter.setPassword(tx, compte.id, passwordHash);
      await this.auth.revokeSessions(tx, compte.guidPersonne);
    });
    await this.throttle.reset(loginFailures, compte.login);
    return { ok: true, message: PasswordResetMessages.success };
  }
}
