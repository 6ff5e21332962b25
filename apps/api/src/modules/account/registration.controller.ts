import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RegistrationService } from './registration.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';
import {
  activateAccountRoute,
  checkBeforeRegisterRoute,
  getGuidPersonneRoute,
  registerRoute,
  resendActivationRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import { pendingActivationOf } from '../auth/session-login';

const address = (req: Request) => req.ip ?? 'inconnue';

@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Endpoint(checkBeforeRegisterRoute)
  check(@ValidBody() input: RouteBody<typeof checkBeforeRegisterRoute>, @Req() req: Request) {
    return this.registration.check(input, address(req));
  }

  @Endpoint(registerRoute)
  register(@ValidBody() input: RouteBody<typeof registerRoute>, @Req() req: Request) {
    return this.registration.register(input, address(req));
  }

  @Endpoint(activateAccountRoute)
  activate(@ValidBody() input: RouteBody<typeof activateAccountRoute>, @Req() req: Request) {
    return this.registration.activate(input.token, address(req));
  }

  @Endpoint(resendActivationRoute)
  resendActivation(@Req() req: Request) {
    return this.registration.resendActivation(pendingActivationOf(req), address(req));
  }

  @Endpoint(getGuidPersonneRoute)
  guidPersonne(@ValidParams() p: RouteParams<typeof getGuidPersonneRoute>, @Req() req: Request) {
    return this.registration.guidPersonne(p.email, address(req));
  }
}
