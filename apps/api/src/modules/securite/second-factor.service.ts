import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, SecuriteMessages, type RecoveryCodes, type TotpSetup } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { SecretSealer } from '../../common/secrets/secret-sealer';
import { ThemeService } from '../theme/theme.service';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, totpProvisioning, totpStepOf } from './totp';
import type { CompteTotpEntity } from './compte-totp.entity';
import { TotpRepository } from './totp.repository';

export type SecondFactorMethod = 'totp' | 'code-secours';

/** A member's TOTP key and recovery codes: setup, checks of a code, replacement and removal. */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly totps: TotpRepository,
    private readonly sealer: SecretSealer,
    private readonly themes: ThemeService,
  ) {}

  async isActive(compteId: string): Promise<boolean> {
    return (await this.totps.find(compteId))?.activeLe != null;
  }

  /** A new key to confirm with a first code; refused when one is already active. */
  async startSetup(compteId: string, login: string): Promise<TotpSetup> {
    if (await this.isActive(compteId)) throw rule(SecuriteMessages.alreadyActive);
    const secret = newTotpSecret();
    const s = this.sealer.seal('totp', compteId, secret);
    await this.totps.saveSetup(compteId, { secretScelle: s.chiffre, secretIv: s.iv, cleChiffree: s.cleChiffree, cleId: s.cleId });
    return { secret, ...(await totpProvisioning(secret, this.themes.theme.platformName, login)) };
  }

  /** Confirms the setup with its first code, in the caller's transaction; returns the recovery codes to show once. */
  async activate(tx: EntityManager, compteId: string, code: string): Promise<RecoveryCodes> {
    const row = await this.totps.find(compteId, tx);
    if (!row) throw rule(SecuriteMessages.setupNotStarted);
    if (row.activeLe) throw rule(SecuriteMessages.alreadyActive);
    await this.useTotp(tx, row, code);
    await this.totps.activate(tx, compteId);
    return this.replaceCodes(tx, compteId);
  }

  /**
   * Checks a code of the active key or an unused recovery code, and uses it (a TOTP step or a recovery code is accepted
   * once); throws SECOND_FACTEUR_INVALIDE otherwise.
   */
  async verify(tx: EntityManager, compteId: string, code: string, allowRecovery: boolean): Promise<SecondFactorMethod> {
    const row = await this.totps.find(compteId, tx);
    if (!row?.activeLe) throw rule(SecuriteMessages.notActive);
    if (/^\d{6}$/.test(code)) {
      await this.useTotp(tx, row, code);
      return 'totp';
    }
    if (allowRecovery && (await this.totps.useCode(tx, compteId, await recoveryCodeHash(compteId, code)))) return 'code-secours';
    throw invalidCode(SecuriteMessages.recoveryCodeInvalid);
  }

  async replaceCodes(tx: EntityManager, compteId: string): Promise<RecoveryCodes> {
    const codesSecours = newRecoveryCodes();
    const empreintes = await Promise.all(codesSecours.map((c) => recoveryCodeHash(compteId, c)));
    await this.totps.replaceCodes(tx, compteId, empreintes);
    return { codesSecours };
  }

  /** The key and codes removed; true when a second factor was active. */
  remove(tx: EntityManager, compteId: string): Promise<boolean> {
    return this.totps.remove(tx, compteId);
  }

  codesLeft(compteId: string): Promise<number> {
    return this.totps.codesLeft(compteId);
  }

  activeAmong(compteIds: string[]): Promise<Set<string>> {
    return this.totps.activeAmong(compteIds);
  }

  async activeSince(compteId: string): Promise<Date | null> {
    return (await this.totps.find(compteId))?.activeLe ?? null;
  }

  private async useTotp(tx: EntityManager, row: CompteTotpEntity, code: string): Promise<void> {
    const secret = this.sealer.open('totp', row.compteId, { chiffre: row.secretScelle, iv: row.secretIv, cleChiffree: row.cleChiffree, cleId: row.cleId });
    const step = totpStepOf(secret, code);
    if (step === null || !(await this.totps.useStep(tx, row.compteId, step))) throw invalidCode();
  }
}

function invalidCode(message: string = SecuriteMessages.codeInvalid): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.SecondFactorInvalid, message, displayable: true, issues: [{ path: 'code', message }] });
}

function rule(message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.Validation, message, displayable: true });
}
