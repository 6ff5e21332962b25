import { Controller, Req } from '@nestjs/common';
import {
  activateTotpRoute,
  deactivateTotpRoute,
  endOtherSessionsRoute,
  endSessionRoute,
  forgetAppareilRoute,
  getSecuriteCompteRoute,
  getSessionsRoute,
  regenerateRecoveryCodesRoute,
  startTotpSetupRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { callContext } from './call-context';
import { SecuriteCompteService } from './securite-compte.service';
import { SessionsService } from './sessions.service';
import { SignInGate } from './sign-in-gate.service';

/** The account area's second factor, remembered browsers and open sessions: always the caller's own. */
@Controller()
export class SecuriteCompteController {
  constructor(
    private readonly securite: SecuriteCompteService,
    private readonly sessions: SessionsService,
    private readonly gate: SignInGate,
  ) {}

  @Endpoint(getSecuriteCompteRoute)
  overview(@CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.securite.overview(user, this.gate.browsers.read(req));
  }

  @Endpoint(startTotpSetupRoute)
  startSetup(@CurrentUser() user: SessionUser) {
    return this.securite.startSetup(user);
  }

  @Endpoint(activateTotpRoute)
  activate(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof activateTotpRoute>, @Req() req: Request) {
    return this.securite.activate(user, input.code, callContext(req));
  }

  @Endpoint(regenerateRecoveryCodesRoute)
  regenerate(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof regenerateRecoveryCodesRoute>, @Req() req: Request) {
    return this.securite.regenerateCodes(user, input.code, callContext(req));
  }

  @Endpoint(deactivateTotpRoute)
  deactivate(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof deactivateTotpRoute>, @Req() req: Request) {
    return this.securite.deactivate(user, input.code, callContext(req));
  }

  @Endpoint(forgetAppareilRoute)
  forget(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof forgetAppareilRoute>, @Req() req: Request) {
    return this.securite.forgetDevice(user, p.id, callContext(req));
  }

  @Endpoint(getSessionsRoute)
  list(@CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.sessions.list(user, req.session.id);
  }

  @Endpoint(endSessionRoute)
  end(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof endSessionRoute>, @Req() req: Request) {
    return this.sessions.end(user, p.id, callContext(req));
  }

  @Endpoint(endOtherSessionsRoute)
  endOthers(@CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.sessions.endOthers(user, callContext(req));
  }
}
