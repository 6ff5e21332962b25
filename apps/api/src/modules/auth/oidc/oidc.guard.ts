import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { safeReturnUrl } from '@portail/contracts';
import type { Request } from 'express';
import { OIDC_STRATEGY } from './oidc.strategy';

/** Starts or completes the OpenID Connect dance; a refused staff identity reaches the handler as no user. */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    if (typeof req.query.returnUrl === 'string') req.session.returnUrl = safeReturnUrl(req.query.returnUrl);
    return super.canActivate(context);
  }

  handleRequest<TUser>(_err: unknown, user: TUser): TUser {
    return (user || null) as TUser;
  }
}
