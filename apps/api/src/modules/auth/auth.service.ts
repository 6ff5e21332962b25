import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, Messages, type LoginInput, type SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { CompteReader } from '../user/compte-reader.service';
import { addressRange } from './address-range';
import { CaptchaService } from './captcha.service';
import { loginFailures, loginPerAddress } from './login-limits';
import { passwordGate, unknownLoginHash, verifyPassword } from './password';
import { SessionStoreRepository } from './sessions/session-store.repository';
import { SignInPressure } from './sign-in-pressure';
import { countSignInRefusal, refusal } from './sign-in-refusals';
import { signInRefusals } from '../../common/metrics/metrics';
import type { EntityManager } from 'typeorm';

/** A sign-in with the right password: a session to open, or an account still waiting for its activation link. */
export type LoginOutcome = { user: SessionUser } | { pendingActivation: { compteId: string } };

@Injectable()
export class AuthService {
  constructor(
    private readonly comptes: CompteReader,
    private readonly collaborateurs: CollaborateurReader,
    private readonly throttle: RateLimitService,
    private readonly sessions: SessionStoreRepository,
    private readonly captcha: CaptchaService,
    private readonly pressure: SignInPressure,
  ) {}

  /** Ends the person's sessions (after a password or login change) in the caller's transaction, except the one given. */
  async revokeSessions(tx: EntityManager, guidPersonne: string, exceptSid?: string): Promise<void> {
    await this.sessions.revokeOf(tx, guidPersonne, exceptSid);
  }

  /**
   * Member sign-in: one generic message for any failure. Past LOGIN_MAX_FAILURES failures on a login,
   * a solved captcha is required rather than a block, so a stranger cannot lock the owner out; the
   * limit per address stays a block. So when sign-ins fill the password gate: the ranges and accounts that
   * pressed it, or everyone under a flood from many ranges (SignInPressure), must then carry the captcha,
   * which the flood's attempts do not. Only the right password tells that an account awaits activation.
   */
  async login(input: LoginInput, address: string): Promise<LoginOutcome> {
    try {
      return await this.attempt(input, address);
    } catch (e) {
      countSignInRefusal(e);
      throw e;
    }
  }

  private async attempt(input: LoginInput, address: string): Promise<LoginOutcome> {
    const login = input.login.trim().toLowerCase();
    // Under a flood the refusal comes first: a refused sign-in tries no password, and costs neither Redis nor the database.
    if (this.pressure.global && !input.altcha) {
      await passwordGate.pace();
      throw captchaRequired();
    }
    const range = addressRange(address);
    const leave = await this.pressure.enter(range, login);
    if (!leave && !input.altcha) throw captchaRequired();
    try {
      return await this.check(input, login, address, range, !leave);
    } finally {
      leave?.();
    }
  }

  private async check(input: LoginInput, login: string, address: string, range: string, overShare: boolean): Promise<LoginOutcome> {
    await passwordGate.admit();
    await this.throttle.consume(loginPerAddress, address);
    const pressed = overShare || (await this.pressure.mustProve(range, login));
    if (pressed || (await this.throttle.isExhausted(loginFailures, login))) {
      if (!input.altcha) {
        if (pressed) await passwordGate.pace();
        throw captchaRequired();
      }
      await this.captcha.verify(input.altcha);
    }
    const compte = await this.comptes.forSignIn(login);
    const isStaff = compte ? await this.collaborateurs.exists(compte.guidPersonne) : false;
    const valid = await verifyPassword(compte?.passwordHash ?? (await unknownLoginHash()), input.password);
    if (!compte || isStaff || !valid) {
      await this.throttle.tryConsume(loginFailures, login);
      const invalid = new AppException(HttpStatus.UNAUTHORIZED, {
        code: ErrorCode.InvalidCredentials,
        message: Messages.invalidCredentials,
        displayable: true,
      });
      throw refusal(!compte ? 'unknown-login' : isStaff ? 'staff-account' : 'wrong-password', invalid);
    }
    await this.throttle.reset(loginFailures, login);
    if (!compte.actif) {
      signInRefusals.inc({ reason: 'not-activated' });
      return { pendingActivation: { compteId: compte.id } };
    }
    return { user: { guidPersonne: compte.guidPersonne, login: compte.login, nom: compte.nom, prenom: compte.prenom, typeUtilisateur: 'member' } };
  }

  /** Staff identity returned by the OpenID Connect provider (subject = AD login). */
  async staffFromOidc(loginAd: string): Promise<SessionUser | null> {
    const collab = await this.collaborateurs.activeByLoginAd(loginAd);
    if (!collab) return null;
    return { guidPersonne: collab.guidPersonne, login: collab.loginAd, nom: collab.nom, prenom: collab.prenom, typeUtilisateur: 'collab' };
  }
}

function captchaRequired(): AppException {
  const message = Messages.captchaRequired;
  return new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.CaptchaRequired, message, displayable: true, issues: [{ path: 'altcha', message }] });
}
