import { Injectable } from '@nestjs/common';
import { AccountMessages, SecuriteMessages, type RecoveryCodes, type SecuriteCompte, type SessionUser, type TotpSetup } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { TransactionRunner } from '../../common/transaction';
import { SessionRegistry } from '../auth/sessions/session-registry.service';
import { ThemeService } from '../theme/theme.service';
import { CompteReader, type CompteRecord } from '../user/compte-reader.service';
import { AppareilsRepository } from './appareils.repository';
import { BrowserCookie } from './browser-cookie';
import { deviceLabel } from './device-label';
import { JournalSecuriteRepository } from './journal-securite.repository';
import { SecondFactorService } from './second-factor.service';
import { accountCodeAttempts } from './securite-limits';
import type { CallContext } from './sessions.service';
import { SignInGate } from './sign-in-gate.service';

/** The account area's « Double authentification »: set up, new recovery codes, deactivation, remembered browsers. */
@Injectable()
export class SecuriteCompteService {
  private readonly browsers: BrowserCookie;

  constructor(
    private readonly comptes: CompteReader,
    private readonly secondFactor: SecondFactorService,
    private readonly appareils: AppareilsRepository,
    private readonly journal: JournalSecuriteRepository,
    private readonly sessions: SessionRegistry,
    private readonly themes: ThemeService,
    private readonly throttle: RateLimitService,
    private readonly transactions: TransactionRunner,
    gate: SignInGate,
  ) {
    this.browsers = gate.browsers;
  }

  async overview(user: SessionUser, browserId: string | null): Promise<SecuriteCompte> {
    const compte = await this.member(user);
    const [depuis, codesSecoursRestants, appareils] = await Promise.all([
      this.secondFactor.activeSince(compte.id),
      this.secondFactor.codesLeft(compte.id),
      this.appareils.remembered(compte.id),
    ]);
    const current = browserId ? this.browsers.fingerprint(browserId) : null;
    return {
      politique: this.themes.theme.doubleAuthentification,
      doubleAuthentification: { active: depuis !== null, depuis: depuis?.toISOString() ?? null, codesSecoursRestants: depuis ? codesSecoursRestants : 0 },
      appareilsMemorises: appareils.map((a) => ({
        id: a.id,
        ...deviceLabel(a.userAgent),
        jusquAu: a.memoriseJusquA!.toISOString(),
        derniereConnexion: a.derniereConnexion.toISOString(),
        courant: a.navigateurEmpreinte === current,
      })),
    };
  }

  async startSetup(user: SessionUser): Promise<TotpSetup> {
    const compte = await this.member(user);
    return this.secondFactor.startSetup(compte.id, compte.login);
  }

  /** Activation ends the other sessions: whoever else was signed in must now give a code. */
  async activate(user: SessionUser, code: string, call: CallContext): Promise<RecoveryCodes> {
    const compte = await this.member(user);
    await this.throttle.consume(accountCodeAttempts, compte.id);
    return this.transactions.run(async (tx) => {
      const codes = await this.secondFactor.activate(tx, compte.id, code);
      await this.sessions.revokeOf(tx, user.guidPersonne, call.sid);
      await this.journal.add(
        { guidPersonne: user.guidPersonne, evenement: 'double-authentification-activee', adresse: call.address, userAgent: call.userAgent },
        tx,
      );
      return codes;
    });
  }

  async regenerateCodes(user: SessionUser, code: string, call: CallContext): Promise<RecoveryCodes> {
    const compte = await this.member(user);
    await this.throttle.consume(accountCodeAttempts, compte.id);
    return this.transactions.run(async (tx) => {
      await this.secondFactor.verify(tx, compte.id, code, false);
      const codes = await this.secondFactor.replaceCodes(tx, compte.id);
      await this.journal.add({ guidPersonne: user.guidPersonne, evenement: 'codes-secours-regeneres', adresse: call.address, userAgent: call.userAgent }, tx);
      return codes;
    });
  }

  async deactivate(user: SessionUser, code: string, call: CallContext): Promise<{ message: string }> {
    const compte = await this.member(user);
    if (this.themes.theme.doubleAuthentification === 'obligatoire') throw AppException.forbidden(SecuriteMessages.required);
    await this.throttle.consume(accountCodeAttempts, compte.id);
    await this.transactions.run(async (tx) => {
      await this.secondFactor.verify(tx, compte.id, code, false);
      await this.secondFactor.remove(tx, compte.id);
      await this.appareils.forgetAll(tx, compte.id);
      await this.sessions.revokeOf(tx, user.guidPersonne, call.sid);
      await this.journal.add(
        { guidPersonne: user.guidPersonne, evenement: 'double-authentification-desactivee', adresse: call.address, userAgent: call.userAgent },
        tx,
      );
    });
    return { message: SecuriteMessages.deactivated };
  }

  async forgetDevice(user: SessionUser, id: string, call: CallContext): Promise<void> {
    const compte = await this.member(user);
    await this.transactions.run(async (tx) => {
      if (!(await this.appareils.forget(tx, compte.id, id))) throw AppException.notFound(SecuriteMessages.deviceNotFound);
      await this.journal.add({ guidPersonne: user.guidPersonne, evenement: 'appareil-oublie', adresse: call.address, userAgent: call.userAgent }, tx);
    });
  }

  /** The caller's own account: staff sign in through the firm's provider, whose second factor applies. */
  private async member(user: SessionUser): Promise<CompteRecord> {
    if (user.typeUtilisateur !== 'member') throw AppException.forbidden(AccountMessages.membersOnly);
    const compte = await this.comptes.compteOf(user.guidPersonne, { actif: true });
    if (!compte) throw AppException.unauthenticated();
    return compte;
  }
}
