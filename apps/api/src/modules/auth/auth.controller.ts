import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { LoginSchema, ReturnUrlQuerySchema, safeReturnUrl, type LoginInput, type SessionUser } from '@portail/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { AuthService } from './auth.service';
import { csrfToken } from './csrf.middleware';
import { OidcGuard } from './oidc/oidc.guard';
import { SESSION_COOKIE } from './session';
import { closeSession, openSession } from './session-login';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Get('csrf')
  csrf(@Req() req: Request) {
    return { csrfToken: csrfToken(req) };
  }

  @Public()
  @Get('login')
  loginPage(@Query(new ZodPipe(ReturnUrlQuerySchema)) query: { returnUrl?: string }, @Res() res: Response) {
    res.redirect(302, `/connexion?returnUrl=${encodeURIComponent(safeReturnUrl(query.returnUrl))}`);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body(new ZodPipe(LoginSchema)) input: LoginInput, @Req() req: Request): Promise<SessionUser> {
    const user = await this.auth.login(input, req.ip ?? 'inconnue');
    await openSession(req, user);
    return user;
  }

  @Public()
  @UseGuards(OidcGuard)
  @Get('oidc')
  oidcStart() {
    // The guard redirects to the provider.
  }

  @Public()
  @UseGuards(OidcGuard)
  @Get('oidc/callback')
  async oidcCallback(@Req() req: Request, @Res() res: Response) {
    const user = req.user as SessionUser | null;
    if (!user) return res.redirect(302, '/connexion?erreur=collaborateur');
    const target = safeReturnUrl(req.session.returnUrl, '/app');
    await openSession(req, user);
    req.session.returnUrl = undefined;
    res.redirect(302, target);
  }

  @Get('authenticate')
  authenticate(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }

  @Public()
  @Get('logout')
  async logout(@Req() req: Request, @Res() res: Response) {
    await closeSession(req);
    res.clearCookie(SESSION_COOKIE);
    res.redirect(302, '/connexion');
  }
}
