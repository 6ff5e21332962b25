import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  type RdvParticipant,
  type RdvResult,
  type RendezVous,
  type SessionUser,
  cancelAppointmentRoute,
  editAppointmentRoute,
  getAppointmentParticipantsRoute,
  getAppointmentsRoute,
  registerAppointmentRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { DemandeRendezVousService } from './demande-rendez-vous.service';
import { RendezVousDossierResolver } from './rendez-vous-dossier.resolver';
import { DemandeRendezVousLimitInterceptor } from './rendez-vous-limits';
import { RendezVousUploadInterceptor } from './rendez-vous-upload';
import { RendezVousService } from './rendez-vous.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';

@Controller()
export class RendezVousController {
  constructor(
    private readonly rdv: RendezVousService,
    private readonly demandes: DemandeRendezVousService,
  ) {}

  @Endpoint(getAppointmentParticipantsRoute, { resolver: RendezVousDossierResolver })
  participants(@ValidParams() p: RouteParams<typeof getAppointmentParticipantsRoute>): Promise<RdvParticipant[]> {
    return this.rdv.participants(p.id);
  }

  @Endpoint(registerAppointmentRoute)
  // The dossier comes from ?codeDossier= or the staff header: the guard runs before a byte is read,
  // then the hourly limit, then the upload.
  @UseInterceptors(DemandeRendezVousLimitInterceptor, RendezVousUploadInterceptor)
  register(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof registerAppointmentRoute>, @Req() req: Request): Promise<RdvResult> {
    return this.demandes.register(user, body, req);
  }

  @Endpoint(editAppointmentRoute, { resolver: RendezVousDossierResolver })
  edit(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof editAppointmentRoute>): Promise<RdvResult> {
    return this.rdv.edit(user, body);
  }

  @Endpoint(cancelAppointmentRoute, { resolver: RendezVousDossierResolver })
  cancel(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof cancelAppointmentRoute>): Promise<RdvResult> {
    return this.rdv.cancel(user, body);
  }

  @Endpoint(getAppointmentsRoute)
  list(@ValidParams() p: RouteParams<typeof getAppointmentsRoute>): Promise<RendezVous[]> {
    return this.rdv.list(p.codeDossier);
  }
}
