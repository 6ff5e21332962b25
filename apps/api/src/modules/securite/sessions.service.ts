import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, SecuriteMessages, type SessionActive, type SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { IDLE_MS, publicSessionId } from '../auth/session';
import { SessionRegistry } from '../auth/sessions/session-registry.service';
import { deviceLabel } from './device-label';
import { readEndSessionToken } from './end-session-token';
import { Geolocation } from './geolocation';
import { JournalSecuriteRepository } from './journal-securite.repository';

export interface CallContext {
  sid: string;
  address: string;
  userAgent: string;
}

/** The member's open sessions: listed by their public id, ended one at a time, all but this one, or from a mail's link. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionRegistry,
    private readonly journal: JournalSecuriteRepository,
    private readonly transactions: TransactionRunner,
    private readonly geolocation: Geolocation,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(user: SessionUser, currentSid: string): Promise<SessionActive[]> {
    const rows = await this.sessions.liveOf(user.guidPersonne);
    const list = rows.map(({ sid, data, expiresAt }) => ({
      id: publicSessionId(sid),
      courante: sid === currentSid,
      ...deviceLabel(data.client?.userAgent),
      adresse: data.client?.address || null,
      lieu: data.client?.address ? this.geolocation.placeOf(data.client.address) : null,
      ouverteLe: data.signedInAt ? new Date(data.signedInAt).toISOString() : null,
      derniereActivite: new Date(Math.min(Date.now(), expiresAt.getTime() - IDLE_MS)).toISOString(),
    }));
    // This session first, then the most recently active (ISO dates of one format sort as text).
    return list.sort((a, b) => Number(b.courante) - Number(a.courante) || b.derniereActivite.localeCompare(a.derniereActivite));
  }

  async end(user: SessionUser, publicId: string, call: CallContext): Promise<void> {
    if (publicId === publicSessionId(call.sid)) throw rule(SecuriteMessages.currentSession);
    const sid = await this.sidOf(user.guidPersonne, publicId);
    await this.transactions.run(async (tx) => {
      if (!sid || !(await this.sessions.endOf(user.guidPersonne, sid, tx))) throw AppException.notFound(SecuriteMessages.sessionNotFound);
      await this.journal.add({ guidPersonne: user.guidPersonne, evenement: 'session-terminee', adresse: call.address, userAgent: call.userAgent }, tx);
    });
  }

  async endOthers(user: SessionUser, call: CallContext): Promise<{ terminees: number; message: string }> {
    const terminees = await this.transactions.run(async (tx) => {
      const count = await this.sessions.revokeOf(tx, user.guidPersonne, call.sid);
      const detail = `${count} session(s)`;
      await this.journal.add(
        { guidPersonne: user.guidPersonne, evenement: 'sessions-terminees', detail, adresse: call.address, userAgent: call.userAgent },
        tx,
      );
      return count;
    });
    const message =
      terminees === 0
        ? 'Aucune autre session n’était ouverte.'
        : terminees === 1
          ? 'L’autre session est terminée.'
          : `Les ${terminees} autres sessions sont terminées.`;
    return { terminees, message };
  }

  /** From the new-device mail's link: no sign-in needed, the signed token names the session. */
  async endFromLink(token: string, call: Omit<CallContext, 'sid'>): Promise<{ message: string }> {
    const claim = readEndSessionToken(this.config.session.secret, token);
    if (claim === 'invalid') throw tokenError(ErrorCode.TokenInvalid, SecuriteMessages.endLinkInvalid);
    if (claim === 'expired') throw tokenError(ErrorCode.TokenExpired, SecuriteMessages.endLinkExpired);
    const sid = await this.sidOf(claim.guidPersonne, claim.publicId);
    if (!sid) return { message: SecuriteMessages.sessionAlreadyEnded };
    await this.transactions.run(async (tx) => {
      await this.sessions.endOf(claim.guidPersonne, sid, tx);
      await this.journal.add(
        { guidPersonne: claim.guidPersonne, evenement: 'session-terminee', detail: 'depuis le lien du mail de nouvelle connexion', ...call },
        tx,
      );
    });
    return { message: SecuriteMessages.sessionEnded };
  }

  private async sidOf(guidPersonne: string, publicId: string): Promise<string | undefined> {
    return (await this.sessions.liveOf(guidPersonne)).find((s) => publicSessionId(s.sid) === publicId)?.sid;
  }
}

function rule(message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.Validation, message, displayable: true });
}

function tokenError(code: ErrorCode, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code, message, displayable: true });
}
