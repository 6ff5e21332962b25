import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  CodeDossierEventParamSchema,
  CodeDossierParamSchema,
  DossierEventParamSchema,
  EventIdParamSchema,
  EventListQuerySchema,
  LinkedParamSchema,
  LivestormParamSchema,
  SubscribeSchema,
  type SessionUser,
} from '@portail/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { CurrentUser, DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { EventsService } from './events.service';
import { RegistrationService } from './registration.service';
import { WebinarService } from './webinar.service';

type P<T extends z.ZodType> = z.output<T>;
const EVENTS = { modules: ['page_events' as const] };

/** /api/events (spec 01 §7.4). */
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly registration: RegistrationService,
    private readonly webinar: WebinarService,
  ) {}

  @Get()
  @DossierAccess(EVENTS)
  list(@Query(new ZodPipe(EventListQuerySchema)) q: P<typeof EventListQuerySchema>) {
    return this.events.list(q.codeDossier, q.limit);
  }

  @Get('icon/:id')
  async icon(@Param(new ZodPipe(EventIdParamSchema)) p: P<typeof EventIdParamSchema>, @Res() res: Response) {
    const m = await this.events.media(p.id, 'icone');
    res.type(m.type).set('Cache-Control', 'private, max-age=3600').send(m.data);
  }

  @Get('image/:id')
  async image(@Param(new ZodPipe(EventIdParamSchema)) p: P<typeof EventIdParamSchema>, @Res() res: Response) {
    const m = await this.events.media(p.id, 'image');
    res.type(m.type).set('Cache-Control', 'private, max-age=3600').send(m.data);
  }

  @Get('subscriptions/:codeDossier')
  @DossierAccess(EVENTS)
  dossierSubscriptions(@Param(new ZodPipe(CodeDossierParamSchema)) p: P<typeof CodeDossierParamSchema>) {
    return this.events.subscriptions(p.codeDossier);
  }

  @Get('subscriptions/:dossier/:id')
  @DossierAccess(EVENTS)
  subscriptions(@Param(new ZodPipe(DossierEventParamSchema)) p: P<typeof DossierEventParamSchema>) {
    return this.events.subscriptions(p.dossier, p.id);
  }

  @Get('invitation/:dossier/:id')
  @DossierAccess(EVENTS)
  invitation(@Param(new ZodPipe(DossierEventParamSchema)) p: P<typeof DossierEventParamSchema>) {
    return this.events.invitation(p.dossier, p.id);
  }

  @Get('linked/:idCampagne/:dossier')
  @DossierAccess(EVENTS)
  linked(@Param(new ZodPipe(LinkedParamSchema)) p: P<typeof LinkedParamSchema>) {
    return this.events.linked(p.idCampagne, p.dossier);
  }

  @Post('subscribe/:dossier/:id')
  @HttpCode(200)
  @DossierAccess(EVENTS)
  subscribe(@CurrentUser() user: SessionUser, @Param(new ZodPipe(DossierEventParamSchema)) p: P<typeof DossierEventParamSchema>, @Body(new ZodPipe(SubscribeSchema)) body: P<typeof SubscribeSchema>) {
    return this.registration.subscribe(user, p.dossier, p.id, body);
  }

  @Post('subscribeNo/:codeDossier/:id')
  @HttpCode(200)
  @DossierAccess(EVENTS)
  decline(@CurrentUser() user: SessionUser, @Param(new ZodPipe(CodeDossierEventParamSchema)) p: P<typeof CodeDossierEventParamSchema>) {
    return this.registration.decline(user, p.codeDossier, p.id);
  }

  @Get('livestorm/:guidEvent/:mail')
  livestorm(@CurrentUser() user: SessionUser, @Param(new ZodPipe(LivestormParamSchema)) p: P<typeof LivestormParamSchema>) {
    return this.webinar.link(user, p.guidEvent, p.mail);
  }
}
