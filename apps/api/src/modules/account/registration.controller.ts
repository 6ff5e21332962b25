import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ActivateSchema,
  CheckBeforeRegisterSchema,
  GuidPersonneParamSchema,
  RegisterSchema,
  type CheckBeforeRegister,
  type RegisterInput,
} from '@portail/contracts';
import type { Request } from 'express';
import { Public } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { RegistrationService } from './registration.service';

const address = (req: Request) => req.ip ?? 'inconnue';

@Public()
@Controller('auth')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('checkBeforeRegister')
  @HttpCode(200)
  check(@Body(new ZodPipe(CheckBeforeRegisterSchema)) input: CheckBeforeRegister, @Req() req: Request) {
    return this.registration.check(input, address(req));
  }

  @Post('register')
  @HttpCode(201)
  register(@Body(new ZodPipe(RegisterSchema)) input: RegisterInput, @Req() req: Request) {
    return this.registration.register(input, address(req));
  }

  @Post('activate')
  @HttpCode(200)
  activate(@Body(new ZodPipe(ActivateSchema)) input: { token: string }, @Req() req: Request) {
    return this.registration.activate(input.token, address(req));
  }

  @Get('getGuidPersonne/:email')
  guidPersonne(@Param(new ZodPipe(GuidPersonneParamSchema)) p: { email: string }, @Req() req: Request) {
    return this.registration.guidPersonne(p.email, address(req));
  }
}
