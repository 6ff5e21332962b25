import { Controller, Req, Res } from '@nestjs/common';
import {
  endSessionFromLinkRoute,
  secondFactorSignInRoute,
  signInTotpActivationRoute,
  signInTotpSetupRoute,
  type RouteBody,
  type SessionUser,
} from '@portail/contracts';
import type { Request, Response } from 'express';
import { ValidBody } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { callContext } from './call-context';
import { SessionsService } from './sessions.service';
import { SignInGate } from './sign-in-gate.service';

/** The steps of a sign-in after the password, and the new-device mail's link. */
@Controller()
export class SecondFactorSignInController {
  constructor(
    private readonly gate: SignInGate,
    private readonly sessions: SessionsService,
  ) {}

  @Endpoint(secondFactorSignInRoute)
  signIn(@ValidBody() input: RouteBody<typeof secondFactorSignInRoute>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionUser> {
    return this.gate.withCode(req, res, input);
  }

  @Endpoint(signInTotpSetupRoute)
  setup(@Req() req: Request) {
    return this.gate.startSetup(req);
  }

  @Endpoint(signInTotpActivationRoute)
  activate(@ValidBody() input: RouteBody<typeof signInTotpActivationRoute>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.gate.activateDuringSignIn(req, res, input.code);
  }

  @Endpoint(endSessionFromLinkRoute)
  endFromLink(@ValidBody() input: RouteBody<typeof endSessionFromLinkRoute>, @Req() req: Request) {
    const { address, userAgent } = callContext(req);
    return this.sessions.endFromLink(input.jeton, { address, userAgent });
  }
}
