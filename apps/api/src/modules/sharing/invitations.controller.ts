import { Controller, Req } from '@nestjs/common';
import {
  type SessionUser,
  acceptInvitationRoute,
  createInvitationRoute,
  deleteInvitationRoute,
  getInvitationRoute,
  getReceivedInvitationsRoute,
  getSentInvitationsRoute,
  inscrireEtAccepterRoute,
  refuseInvitationRoute,
  updateInvitationRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import type { Request } from 'express';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { CurrentUser } from '../../common/access.decorators';
import { openSession } from '../auth/session-login';
import { InvitationAcceptanceService } from './invitation-acceptance.service';
import { InvitationLimits } from './invitation-limits';
import { InvitationsService } from './invitations.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';

type IdParam = RouteParams<typeof getInvitationRoute>;

/** /api/droits/invitations: who may do what is decided in the services (creator, invitee, gérant of each dossier). */
@Controller()
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly acceptance: InvitationAcceptanceService,
    private readonly throttle: RateLimitService,
  ) {}

  @Endpoint(getReceivedInvitationsRoute)
  received(@CurrentUser() user: SessionUser) {
    return this.invitations.received(user);
  }

  @Endpoint(getSentInvitationsRoute)
  sent(@CurrentUser() user: SessionUser) {
    return this.invitations.sent(user);
  }

  @Endpoint(createInvitationRoute)
  async create(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof createInvitationRoute>) {
    await this.throttle.consume(InvitationLimits.send, user.guidPersonne);
    return this.invitations.create(user, body);
  }

  @Endpoint(getInvitationRoute)
  async read(@ValidParams() p: IdParam, @Req() req: Request) {
    await this.throttle.consume(InvitationLimits.read, req.ip ?? 'inconnue');
    return this.invitations.publicRead(p.id);
  }

  @Endpoint(updateInvitationRoute)
  update(@CurrentUser() user: SessionUser, @ValidParams() p: IdParam, @ValidBody() body: RouteBody<typeof updateInvitationRoute>) {
    return this.invitations.update(user, p.id, body);
  }

  @Endpoint(acceptInvitationRoute)
  accept(@CurrentUser() user: SessionUser, @ValidParams() p: IdParam) {
    return this.acceptance.accept(user, p.id);
  }

  @Endpoint(refuseInvitationRoute)
  refuse(@CurrentUser() user: SessionUser, @ValidParams() p: IdParam) {
    return this.acceptance.refuse(user, p.id);
  }

  @Endpoint(deleteInvitationRoute)
  remove(@CurrentUser() user: SessionUser, @ValidParams() p: IdParam) {
    return this.invitations.remove(user, p.id);
  }

  @Endpoint(inscrireEtAccepterRoute)
  async signUpAndAccept(@ValidParams() p: IdParam, @ValidBody() body: RouteBody<typeof inscrireEtAccepterRoute>, @Req() req: Request): Promise<SessionUser> {
    await this.throttle.consume(InvitationLimits.signUp, req.ip ?? 'inconnue');
    const user = await this.acceptance.signUpAndAccept(p.id, body);
    await openSession(req, user);
    return user;
  }
}
