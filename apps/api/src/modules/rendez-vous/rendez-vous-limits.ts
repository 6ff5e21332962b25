import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RendezVousMessages as M } from '@portail/contracts';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import type { RateLimitRule } from '../../common/rate-limit/rate-limit-rule';

/** Appointment requests one person may send per hour (RDV_REQUESTS_PER_HOUR); every attempt counts. */
export const DemandeRendezVousLimit: RateLimitRule = {
  name: 'rdv-demande',
  message: M.tropDeDemandes,
  limits: (config) => ({ points: config.rendezVous.requestsPerHour, durationSeconds: 3600 }),
};

/** Counts the request before its body is read: past the limit, no file is written. */
@Injectable()
export class DemandeRendezVousLimitInterceptor implements NestInterceptor {
  constructor(private readonly throttle: RateLimitService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const user = context.switchToHttp().getRequest<Request>().session.user;
    if (user) await this.throttle.consume(DemandeRendezVousLimit, user.guidPersonne);
    return next.handle();
  }
}
