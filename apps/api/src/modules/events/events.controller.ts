import { Controller, Res } from '@nestjs/common';
import {
  type SessionUser,
  declineEventRoute,
  getDossierSubscriptionsRoute,
  getEventIconRoute,
  getEventImageRoute,
  getEventInvitationRoute,
  getEventSubscriptionsRoute,
  getEventsRoute,
  getLinkedEventsRoute,
  getWebinarLinkRoute,
  subscribeEventRoute,
  type RouteParams,
  type RouteBody,
  type RouteQuery,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { EventsService } from './events.service';
import { RegistrationService } from './registration.service';
import { WebinarService } from './webinar.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody, ValidQuery } from '../../common/contract-input.decorators';

/** /api/events (spec 01 §7.4). */
@Controller()
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly registration: RegistrationService,
    private readonly webinar: WebinarService,
  ) {}

  @Endpoint(getEventsRoute)
  list(@ValidQuery() q: RouteQuery<typeof getEventsRoute>) {
    return this.events.list(q.codeDossier, q.limit);
  }

  @Endpoint(getEventIconRoute)
  async icon(@ValidParams() p: RouteParams<typeof getEventIconRoute>, @Res() res: Response) {
    const m = await this.events.media(p.id, 'icone');
    res.type(m.type).set('Cache-Control', 'private, max-age=3600').send(m.data);
  }

  @Endpoint(getEventImageRoute)
  async image(@ValidParams() p: RouteParams<typeof getEventImageRoute>, @Res() res: Response) {
    const m = await this.events.media(p.id, 'image');
    res.type(m.type).set('Cache-Control', 'private, max-age=3600').send(m.data);
  }

  @Endpoint(getDossierSubscriptionsRoute)
  dossierSubscriptions(@ValidParams() p: RouteParams<typeof getDossierSubscriptionsRoute>) {
    return this.events.subscriptions(p.codeDossier);
  }

  @Endpoint(getEventSubscriptionsRoute)
  subscriptions(@ValidParams() p: RouteParams<typeof getEventSubscriptionsRoute>) {
    return this.events.subscriptions(p.dossier, p.id);
  }

  @Endpoint(getEventInvitationRoute)
  invitation(@ValidParams() p: RouteParams<typeof getEventInvitationRoute>) {
    return this.events.invitation(p.dossier, p.id);
  }

  @Endpoint(getLinkedEventsRoute)
  linked(@ValidParams() p: RouteParams<typeof getLinkedEventsRoute>) {
    return this.events.linked(p.idCampagne, p.dossier);
  }

  @Endpoint(subscribeEventRoute)
  subscribe(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof subscribeEventRoute>,
    @ValidBody() body: RouteBody<typeof subscribeEventRoute>,
  ) {
    return this.registration.subscribe(user, p.dossier, p.id, body);
  }

  @Endpoint(declineEventRoute)
  decline(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof declineEventRoute>) {
    return this.registration.decline(user, p.codeDossier, p.id);
  }

  @Endpoint(getWebinarLinkRoute)
  livestorm(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof getWebinarLinkRoute>) {
    return this.webinar.link(user, p.guidEvent, p.mail);
  }
}
