import { Controller, Req } from '@nestjs/common';
import {
  type SessionUser,
  confirmMailUpdateRoute,
  mailUpdateRoute,
  pwdUpdateRoute,
  sendValidationCodeRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { CredentialsService } from './credentials.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';

@Controller()
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @Endpoint(sendValidationCodeRoute)
  sendCode(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof sendValidationCodeRoute>,
    @ValidBody() input: RouteBody<typeof sendValidationCodeRoute>,
  ) {
    return this.credentials.sendCode(user, p.type, input);
  }

  @Endpoint(mailUpdateRoute)
  mailUpdate(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof mailUpdateRoute>) {
    return this.credentials.requestMailChange(user, input);
  }

  @Endpoint(confirmMailUpdateRoute)
  confirmMailUpdate(@ValidBody() input: RouteBody<typeof confirmMailUpdateRoute>, @Req() req: Request) {
    return this.credentials.confirmMailChange(input.token, req.ip ?? 'inconnue');
  }

  @Endpoint(pwdUpdateRoute)
  pwdUpdate(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof pwdUpdateRoute>, @Req() req: Request) {
    return this.credentials.changePassword(user, input, req.session.id);
  }
}
