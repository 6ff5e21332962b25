import { Controller, Req, Res } from '@nestjs/common';
import {
  type AgDates,
  type AgInvitation,
  type AgResolutions,
  getAgDatesRoute,
  getAgInvitationsRoute,
  getAgMillesimesRoute,
  getAgPouvoirRoute,
  getAgResolutionsRoute,
  registerAgInvitationRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SessionUser,
} from '@portail/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AgPouvoirService } from './ag-pouvoir.service';
import { AgService } from './ag.service';
import { sendGenerated } from '../../common/download';

/** General assembly (spec 02 §2-§9): dates, invitations, answer, proxy form, resolutions. */
@Controller()
export class AgController {
  constructor(
    private readonly ag: AgService,
    private readonly pouvoirs: AgPouvoirService,
  ) {}

  @Endpoint(getAgDatesRoute)
  dates(): Promise<AgDates> {
    return this.ag.dates();
  }

  @Endpoint(getAgInvitationsRoute)
  invitations(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof getAgInvitationsRoute>): Promise<AgInvitation[]> {
    return this.ag.invitations(user, p.millesime);
  }

  @Endpoint(registerAgInvitationRoute)
  register(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof registerAgInvitationRoute>, @Req() req: Request): Promise<AgInvitation> {
    // The address as the server sees it: req.ip follows TRUST_PROXY, never a header the client chose.
    return this.ag.register(user, body, req.ip ?? null);
  }

  @Endpoint(getAgPouvoirRoute)
  async pouvoir(@ValidQuery() q: RouteQuery<typeof getAgPouvoirRoute>, @Res() res: Response): Promise<void> {
    sendGenerated(res, 'application/pdf', await this.pouvoirs.pdf(q.codeDossier));
  }

  @Endpoint(getAgMillesimesRoute)
  millesimes(): Promise<number[]> {
    return this.ag.millesimes();
  }

  @Endpoint(getAgResolutionsRoute)
  resolutions(@ValidParams() p: RouteParams<typeof getAgResolutionsRoute>): Promise<AgResolutions> {
    return this.ag.resolutions(p.millesime);
  }
}
