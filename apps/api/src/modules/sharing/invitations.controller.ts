import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  CreateInvitationSchema,
  InscrireEtAccepterSchema,
  InvitationIdParamSchema,
  UpdateInvitationSchema,
  type CreateInvitation,
  type InscrireEtAccepter,
  type SessionUser,
  type UpdateInvitation,
} from '@portail/contracts';
import type { Request } from 'express';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { CurrentUser, Public } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { openSession } from '../auth/session-login';
import { InvitationAcceptanceService } from './invitation-acceptance.service';
import { InvitationLimits } from './invitation-limits';
import { InvitationsService } from './invitations.service';

type IdParam = { id: string };
const idPipe = new ZodPipe(InvitationIdParamSchema);

/** /api/droits/invitations: who may do what is decided in the services (creator, invitee, gérant of each dossier). */
@Controller('droits/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly acceptance: InvitationAcceptanceService,
    private readonly throttle: RateLimitService,
  ) {}

  @Get()
  received(@CurrentUser() user: SessionUser) {
    return this.invitations.received(user);
  }

  @Get('sent')
  sent(@CurrentUser() user: SessionUser) {
    return this.invitations.sent(user);
  }

  @Post()
  @HttpCode(200)
  create(@CurrentUser() user: SessionUser, @Body(new ZodPipe(CreateInvitationSchema)) body: CreateInvitation) {
    return this.invitations.create(user, body);
  }

  @Public()
  @Get(':id')
  async read(@Param(idPipe) p: IdParam, @Req() req: Request) {
    await this.throttle.consume(InvitationLimits.read, req.ip ?? 'inconnue');
    return this.invitations.publicRead(p.id);
  }

  @Put(':id/droits')
  update(@CurrentUser() user: SessionUser, @Param(idPipe) p: IdParam, @Body(new ZodPipe(UpdateInvitationSchema)) body: UpdateInvitation) {
    return this.invitations.update(user, p.id, body);
  }

  @Put(':id/accepter')
  accept(@CurrentUser() user: SessionUser, @Param(idPipe) p: IdParam) {
    return this.acceptance.accept(user, p.id);
  }

  @Put(':id/refuser')
  refuse(@CurrentUser() user: SessionUser, @Param(idPipe) p: IdParam) {
    return this.acceptance.refuse(user, p.id);
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param(idPipe) p: IdParam) {
    return this.invitations.remove(user, p.id);
  }

  @Public()
  @Post(':id/inscrireetaccepter')
  @HttpCode(200)
  async signUpAndAccept(@Param(idPipe) p: IdParam, @Body(new ZodPipe(InscrireEtAccepterSchema)) body: InscrireEtAccepter, @Req() req: Request): Promise<SessionUser> {
    await this.throttle.consume(InvitationLimits.signUp, req.ip ?? 'inconnue');
    const user = await this.acceptance.signUpAndAccept(p.id, body);
    await openSession(req, user);
    return user;
  }
}
