import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ReturnUrlQuerySchema, safeReturnUrl } from '@portail/contracts';
import type { Request } from 'express';
import { parseInput } from '../../../common/contract-input.decorators';
import { OIDC_STRATEGY } from './oidc.strategy';

/** Starts or completes the OpenID Connect dance; a refused staff identity reaches the handler as no user. */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    // Before the provider is called: the handler, which would validate it, never runs.
    const { returnUrl } = parseInput(ReturnUrlQuerySchema, req.query);
    if (returnUrl !== undefined) req.session.returnUrl = safeReturnUrl(returnUrl);
    return super.canActivate(context);
  }

  handleRequest<TUser>(_err: unknown, user: TUser): TUser {
    return (user || null) as TUser;
  }
}
