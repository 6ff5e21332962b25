import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/**
 * The k-anonymity range query of the breached-password service (BREACH_RANGE_URL): only the first
 * 5 characters of the SHA-1 leave the portal, the service answers the suffixes starting with them.
 */
@Injectable()
export class BreachRangeClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Leaked suffixes (35 hexadecimal characters, upper case); throws when the service fails or is slower than BREACH_TIMEOUT_MS. */
  async suffixes(prefix: string): Promise<string[]> {
    const { url, timeoutMs } = this.config.account.breachRange;
    const res = await fetch(`${url}/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'portail-adherents' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const suffixes: string[] = [];
    for (const line of (await res.text()).split(/\r?\n/)) {
      const [suffix, count] = line.trim().split(':');
      // Padding lines have a count of 0 (Add-Padding); they are not leaks.
      if (suffix && /^[0-9A-Fa-f]{35}$/.test(suffix) && Number(count) > 0) suffixes.push(suffix.toUpperCase());
    }
    return suffixes;
  }
}
