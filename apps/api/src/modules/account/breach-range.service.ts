import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type BreachRange } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export const BREACH_UNAVAILABLE = 'Le service de vérification des mots de passe est injoignable pour le moment. Veuillez réessayer.';

/**
 * Relays the k-anonymity range query of the breached-password service (BREACH_RANGE_URL): only
 * the 5-character prefix of the SHA-1 leaves the browser, which compares the suffixes itself.
 */
@Injectable()
export class BreachRangeService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async range(prefix: string): Promise<BreachRange> {
    const { url, timeoutMs } = this.config.account.breachRange;
    let body: string;
    try {
      const res = await fetch(`${url}/${prefix}`, {
        headers: { 'Add-Padding': 'true', 'User-Agent': 'portail-adherents' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.text();
    } catch {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: BREACH_UNAVAILABLE, displayable: true });
    }
    const suffixes: string[] = [];
    for (const line of body.split(/\r?\n/)) {
      const [suffix, count] = line.trim().split(':');
      // Padding lines have a count of 0 (Add-Padding); they are not leaks.
      if (suffix && /^[0-9A-Fa-f]{35}$/.test(suffix) && Number(count) > 0) suffixes.push(suffix.toUpperCase());
    }
    return { suffixes };
  }
}
