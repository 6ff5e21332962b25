import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { DocumentsMessages as M } from '@portail/contracts';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import type { RateLimitRule } from '../../../common/rate-limit/rate-limit-rule';

/** Upload confirmations one person may send per hour: each mails every adviser of the dossier. */
export const GedConfirmationLimit: RateLimitRule = {
  name: 'ged-confirmation',
  message: M.tropDeConfirmations,
  limits: { points: 30, durationSeconds: 3600 },
};

@Injectable()
export class GedConfirmationLimitInterceptor implements NestInterceptor {
  constructor(private readonly throttle: RateLimitService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const user = context.switchToHttp().getRequest<Request>().session.user;
    if (user) await this.throttle.consume(GedConfirmationLimit, user.guidPersonne);
    return next.handle();
  }
}
