import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, type BreachRange } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { BreachRangeClient } from '../auth/breach/breach-range.client';

export const BREACH_UNAVAILABLE = 'Le service de vérification des mots de passe est injoignable pour le moment. Veuillez réessayer.';

/** Relays the range query for the browser, which compares the suffixes itself (the api checks again on submit). */
@Injectable()
export class BreachRangeService {
  constructor(private readonly client: BreachRangeClient) {}

  async range(prefix: string): Promise<BreachRange> {
    try {
      return { suffixes: await this.client.suffixes(prefix) };
    } catch {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: BREACH_UNAVAILABLE, displayable: true });
    }
  }
}
