import { Controller, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { AccountLimits } from './account-limits';
import { BreachRangeService } from './breach-range.service';
import { CaptchaService } from '../auth/captcha.service';
import { PasswordResetService } from './password-reset.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';
import { getBreachRangeRoute, getCaptchaRoute, pwdForgotRoute, pwdForgotUpdateRoute, type RouteParams, type RouteBody } from '@portail/contracts';

const address = (req: Request) => req.ip ?? 'inconnue';

@Controller()
export class PasswordResetController {
  constructor(
    private readonly reset: PasswordResetService,
    private readonly captcha: CaptchaService,
    private readonly breach: BreachRangeService,
    private readonly throttle: RateLimitService,
  ) {}

  @Endpoint(getCaptchaRoute)
  @Header('Cache-Control', 'no-store')
  challenge() {
    return this.captcha.challenge();
  }

  @Endpoint(pwdForgotRoute)
  pwdforgot(@ValidBody() input: RouteBody<typeof pwdForgotRoute>, @Req() req: Request) {
    return this.reset.request(input, address(req));
  }

  @Endpoint(pwdForgotUpdateRoute)
  update(@ValidBody() input: RouteBody<typeof pwdForgotUpdateRoute>, @Req() req: Request) {
    return this.reset.update(input, address(req));
  }

  @Endpoint(getBreachRangeRoute)
  @Header('Cache-Control', 'no-store')
  async breachRange(@ValidParams() p: RouteParams<typeof getBreachRangeRoute>, @Req() req: Request) {
    await this.throttle.consume(AccountLimits.breachPerAddress, address(req));
    return this.breach.range(p.prefix);
  }
}
