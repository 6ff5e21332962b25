import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import {
  safeReturnUrl,
  type SessionUser,
  authenticateRoute,
  getCsrfTokenRoute,
  getLoginPageRoute,
  loginRoute,
  logoutRoute,
  oidcCallbackRoute,
  startOidcRoute,
  type RouteBody,
  type RouteQuery,
} from '@portail/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { AuthService } from './auth.service';
import { csrfToken } from './csrf.middleware';
import { OidcGuard } from './oidc/oidc.guard';
import { SignInGate } from '../securite/sign-in-gate.service';
import { SESSION_COOKIE } from './session';
import { accountNotActivated, closeSession, openSession, rememberPendingActivation } from './session-login';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../../common/contract-input.decorators';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly gate: SignInGate,
  ) {}

  @Endpoint(getCsrfTokenRoute)
  csrf(@Req() req: Request) {
    return { csrfToken: csrfToken(req) };
  }

  @Endpoint(getLoginPageRoute)
  loginPage(@ValidQuery() query: RouteQuery<typeof getLoginPageRoute>, @Res() res: Response) {
    res.redirect(302, `/connexion?returnUrl=${encodeURIComponent(safeReturnUrl(query.returnUrl))}`);
  }

  @Endpoint(loginRoute)
  async login(@ValidBody() input: RouteBody<typeof loginRoute>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionUser> {
    const outcome = await this.auth.login(input, req.ip ?? 'inconnue');
    if ('pendingActivation' in outcome) {
      await rememberPendingActivation(req, outcome.pendingActivation.compteId);
      throw accountNotActivated();
    }
    await this.gate.afterPassword(req, res, outcome.user);
    return outcome.user;
  }

  @Endpoint(startOidcRoute)
  @UseGuards(OidcGuard)
  oidcStart() {
    // The guard redirects to the provider.
  }

  @Endpoint(oidcCallbackRoute)
  @UseGuards(OidcGuard)
  async oidcCallback(@Req() req: Request, @Res() res: Response) {
    const user = req.user as SessionUser | null;
    if (!user) return res.redirect(302, '/connexion?erreur=collaborateur');
    const target = safeReturnUrl(req.session.returnUrl, '/app');
    await openSession(req, user);
    req.session.returnUrl = undefined;
    res.redirect(302, target);
  }

  @Endpoint(authenticateRoute)
  authenticate(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }

  @Endpoint(logoutRoute)
  async logout(@Req() req: Request, @Res() res: Response) {
    await closeSession(req);
    res.clearCookie(SESSION_COOKIE);
    res.redirect(302, '/connexion');
  }
}
