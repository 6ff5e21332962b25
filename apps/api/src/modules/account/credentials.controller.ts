import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ConfirmMailUpdateSchema,
  MailUpdateSchema,
  PwdUpdateSchema,
  SendValidationCodeParamSchema,
  SendValidationCodeSchema,
  type MailUpdateInput,
  type PwdUpdateInput,
  type SessionUser,
  type ValidationCodeType,
} from '@portail/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser, Public } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { CredentialsService } from './credentials.service';

@Controller('auth')
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @Post('sendvalidationcode/:type')
  @HttpCode(200)
  sendCode(
    @CurrentUser() user: SessionUser,
    @Param(new ZodPipe(SendValidationCodeParamSchema)) p: { type: ValidationCodeType },
    @Body(new ZodPipe(SendValidationCodeSchema)) input: z.infer<typeof SendValidationCodeSchema>,
  ) {
    return this.credentials.sendCode(user, p.type, input);
  }

  @Post('domailupdate')
  @HttpCode(200)
  mailUpdate(@CurrentUser() user: SessionUser, @Body(new ZodPipe(MailUpdateSchema)) input: MailUpdateInput) {
    return this.credentials.requestMailChange(user, input);
  }

  @Public()
  @Post('confirmmailupdate')
  @HttpCode(200)
  confirmMailUpdate(@Body(new ZodPipe(ConfirmMailUpdateSchema)) input: { token: string }, @Req() req: Request) {
    return this.credentials.confirmMailChange(input.token, req.ip ?? 'inconnue');
  }

  @Post('dopwdupdate')
  @HttpCode(200)
  pwdUpdate(@CurrentUser() user: SessionUser, @Body(new ZodPipe(PwdUpdateSchema)) input: PwdUpdateInput, @Req() req: Request) {
    return this.credentials.changePassword(user, input, req.sessionID);
  }
}
