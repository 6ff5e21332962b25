import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, SecuriteMessages, type SessionUser, type RecoveryCodes } from '@portail/contracts';
import type { Request, Response } from 'express';
import { AppException } from '../../common/app.exception';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { TransactionRunner } from '../../common/transaction';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaptchaService } from '../auth/captcha.service';
import { loginPerAddress } from '../auth/login-limits';
import { publicSessionId, type PendingSecondFactor } from '../auth/session';
import { openSession } from '../auth/session-login';
import { ThemeService } from '../theme/theme.service';
import { CompteReader } from '../user/compte-reader.service';
import { AppareilsRepository } from './appareils.repository';
import { BrowserCookie } from './browser-cookie';
import { deviceLabel } from './device-label';
import { endSessionToken } from './end-session-token';
import { JournalSecuriteRepository } from './journal-securite.repository';
import { SecondFactorService, type SecondFactorMethod } from './second-factor.service';
import { SecuriteMails } from './securite-mails.service';
import { secondFactorFailures } from './securite-limits';

const PENDING_MS = 10 * 60_000;
const REMEMBER_MS = 30 * 24 * 3600 * 1000;

type Method = SecondFactorMethod | 'mot-de-passe' | 'appareil-memorise' | 'configuration';

/**
 * The end of a member's sign-in once the password is right: straight in, or through the second factor (a remembered
 * browser spares it), or through its setup when the firm requires one. Then the browser is recorded, a new one mailed.
 */
@Injectable()
export class SignInGate {
  readonly browsers: BrowserCookie;

  constructor(
    private readonly comptes: CompteReader,
    private readonly secondFactor: SecondFactorService,
    private readonly appareils: AppareilsRepository,
    private readonly journal: JournalSecuriteRepository,
    private readonly mails: SecuriteMails,
    private readonly themes: ThemeService,
    private readonly captcha: CaptchaService,
    private readonly throttle: RateLimitService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.browsers = new BrowserCookie(config.session.secret, config.session.secure);
  }

  /** After the right password: opens the session, or keeps the sign-in pending and answers which step comes next. */
  async afterPassword(req: Request, res: Response, user: SessionUser): Promise<void> {
    const compte = user.typeUtilisateur === 'member' ? await this.comptes.compteOf(user.guidPersonne, { actif: true }) : null;
    if (!compte) return openSession(req, user);
    const active = await this.secondFactor.isActive(compte.id);
    if (!active && this.themes.theme.doubleAuthentification === 'facultative') return this.complete(req, res, user, compte.id, 'mot-de-passe');
    if (active && (await this.isRemembered(req, compte.id))) return this.complete(req, res, user, compte.id, 'appareil-memorise');
    req.session.secondFactor = { user, compteId: compte.id, until: Date.now() + PENDING_MS, setup: !active };
    await req.session.save();
    throw active
      ? new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.SecondFactorRequired, message: SecuriteMessages.secondFactorRequired, displayable: true })
      : new AppException(HttpStatus.UNAUTHORIZED, {
          code: ErrorCode.SecondFactorSetupRequired,
          message: SecuriteMessages.secondFactorSetupRequired,
          displayable: true,
        });
  }

  /** The code step: a TOTP code or a recovery code; wrong codes past the limit need the captcha, as passwords do. */
  async withCode(req: Request, res: Response, input: { code: string; memoriser?: boolean; altcha?: string }): Promise<SessionUser> {
    const pending = this.pending(req, false);
    const address = req.ip ?? 'inconnue';
    await this.throttle.consume(loginPerAddress, address);
    if (await this.throttle.isExhausted(secondFactorFailures, pending.compteId)) {
      if (!input.altcha) throw captchaRequired();
      await this.captcha.verify(input.altcha);
    }
    let method: SecondFactorMethod;
    try {
      method = await this.transactions.run((tx) => this.secondFactor.verify(tx, pending.compteId, input.code, true));
    } catch (e) {
      await this.throttle.tryConsume(secondFactorFailures, pending.compteId);
      await this.journal.add({ guidPersonne: pending.user.guidPersonne, evenement: 'code-refuse', ...this.client(req) });
      throw e;
    }
    await this.throttle.reset(secondFactorFailures, pending.compteId);
    await this.complete(req, res, pending.user, pending.compteId, method, input.memoriser === true);
    return pending.user;
  }

  /** The setup the firm requires, during the sign-in. */
  startSetup(req: Request) {
    const pending = this.pending(req, true);
    return this.secondFactor.startSetup(pending.compteId, pending.user.login);
  }

  async activateDuringSignIn(req: Request, res: Response, code: string): Promise<RecoveryCodes & { user: SessionUser }> {
    const pending = this.pending(req, true);
    await this.throttle.consume(loginPerAddress, req.ip ?? 'inconnue');
    const codes = await this.transactions.run(async (tx) => {
      const issued = await this.secondFactor.activate(tx, pending.compteId, code);
      await this.journal.add({ guidPersonne: pending.user.guidPersonne, evenement: 'double-authentification-activee', ...this.client(req) }, tx);
      return issued;
    });
    await this.complete(req, res, pending.user, pending.compteId, 'configuration');
    return { ...codes, user: pending.user };
  }

  private pending(req: Request, setup: boolean): PendingSecondFactor {
    const pending = req.session.secondFactor;
    if (!pending || pending.until < Date.now()) {
      throw new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.Unauthenticated, message: SecuriteMessages.pendingExpired, displayable: true });
    }
    if (pending.setup !== setup) throw AppException.forbidden(setup ? SecuriteMessages.alreadyActive : SecuriteMessages.secondFactorSetupRequired);
    return pending;
  }

  private async isRemembered(req: Request, compteId: string): Promise<boolean> {
    const browser = this.browsers.read(req);
    if (!browser) return false;
    const appareil = await this.appareils.find(compteId, this.browsers.fingerprint(browser));
    return (appareil?.memoriseJusquA?.getTime() ?? 0) > Date.now();
  }

  /** Opens the session, records the browser and the sign-in; a browser new to an account that had others is mailed. */
  private async complete(req: Request, res: Response, user: SessionUser, compteId: string, method: Method, remember = false): Promise<void> {
    await openSession(req, user);
    const browser = this.browsers.ensure(req, res);
    const client = this.client(req);
    await this.transactions.run(async (tx) => {
      const known = await this.appareils.hasAny(compteId, tx);
      const rememberUntil = remember ? new Date(Date.now() + REMEMBER_MS) : undefined;
      const isNew = await this.appareils.signedIn(tx, compteId, this.browsers.fingerprint(browser), client.userAgent, rememberUntil);
      await this.journal.add({ guidPersonne: user.guidPersonne, evenement: 'connexion', detail: method, ...client }, tx);
      if (!isNew || !known) return;
      const { appareil, navigateur } = deviceLabel(client.userAgent);
      await this.journal.add({ guidPersonne: user.guidPersonne, evenement: 'nouvel-appareil', detail: `${appareil}, ${navigateur}`, ...client }, tx);
      const token = endSessionToken(this.config.session.secret, user.guidPersonne, publicSessionId(req.session.id));
      await this.mails.newDevice(tx, user.login, new Date(), `${appareil}, ${navigateur}`, client.adresse, token);
    });
  }

  private client(req: Request): { adresse: string; userAgent: string } {
    return { adresse: req.ip ?? '', userAgent: (req.headers['user-agent'] ?? '').slice(0, 512) };
  }
}

function captchaRequired(): AppException {
  const message = SecuriteMessages.tooManyCodes;
  return new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.CaptchaRequired, message, displayable: true, issues: [{ path: 'altcha', message }] });
}
