import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, PasswordMessages } from '@portail/contracts';
import { createHash } from 'node:crypto';
import { AppException } from '../../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { BreachRangeClient } from './breach-range.client';
import { loadCommonPasswords } from './common-passwords';

/** Every new password is checked here, whatever the browser already did (spec 01 §5, spec 02 §5). */
@Injectable()
export class PasswordBreachService {
  private readonly logger = new Logger(PasswordBreachService.name);
  private readonly common: ReadonlySet<string>;

  constructor(
    private readonly range: BreachRangeClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.common = loadCommonPasswords(config.rootDir);
  }

  /** Known from a breach by the range service; by the shipped list of common passwords when the service cannot answer. */
  async isBreached(password: string): Promise<boolean> {
    const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
    try {
      return (await this.range.suffixes(hash.slice(0, 5))).includes(hash.slice(5));
    } catch (e) {
      this.logger.warn(`Service des fuites injoignable (${(e as Error).message}) : liste locale des mots de passe courants`);
      return this.common.has(password.toLowerCase());
    }
  }

  /** Registration and account password change: the screen warns and lets the user keep the password, then sends breachConfirmed. */
  async refuseUnlessConfirmed(password: string, breachConfirmed: boolean): Promise<void> {
    if (!breachConfirmed && (await this.isBreached(password))) throw breached(PasswordMessages.breached);
  }

  /** Reset page and invitation sign-up: their screens have no such warning, a breached password is refused. */
  async refuse(password: string): Promise<void> {
    if (await this.isBreached(password)) throw breached(PasswordMessages.breachedRefused);
  }
}

function breached(message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.PasswordBreached, message, displayable: true, issues: [{ path: 'pwd', message }] });
}
