import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { BreachRangeParamSchema, PwdForgotSchema, PwdForgotUpdateSchema, type PwdForgotInput, type PwdForgotUpdateInput } from '@portail/contracts';
import type { Request } from 'express';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { Public } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { AccountLimits } from './account-limits';
import { BreachRangeService } from './breach-range.service';
import { CaptchaService } from './captcha.service';
import { PasswordResetService } from './password-reset.service';

const address = (req: Request) => req.ip ?? 'inconnue';

@Public()
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly reset: PasswordResetService,
    private readonly captcha: CaptchaService,
    private readonly breach: BreachRangeService,
    private readonly throttle: RateLimitService,
  ) {}

  @Get('captcha')
  @Header('Cache-Control', 'no-store')
  challenge() {
    return this.captcha.challenge();
  }

  @Post('pwdforgot')
  @HttpCode(200)
  pwdforgot(@Body(new ZodPipe(PwdForgotSchema)) input: PwdForgotInput, @Req() req: Request) {
    return this.reset.request(input, address(req));
  }

  @Post('dopwdforgotupdate')
  @HttpCode(200)
  update(@Body(new ZodPipe(PwdForgotUpdateSchema)) input: PwdForgotUpdateInput, @Req() req: Request) {
    return this.reset.update(input, address(req));
  }

  @Get('breach-range/:prefix')
  @Header('Cache-Control', 'no-store')
  async breachRange(@Param(new ZodPipe(BreachRangeParamSchema)) p: { prefix: string }, @Req() req: Request) {
    await this.throttle.consume(AccountLimits.breachPerAddress, address(req));
    return this.breach.range(p.prefix);
  }
}
