import { Body, Controller, Get, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  CancelRendezVousSchema,
  CodeDossierParamSchema,
  DemandeRendezVousSchema,
  EditRendezVousSchema,
  RdvIdParamSchema,
  type CancelRendezVous,
  type RdvParticipant,
  type RdvResult,
  type RendezVous,
  type SessionUser,
} from '@portail/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser, DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { DemandeRendezVousService } from './demande-rendez-vous.service';
import { RendezVousDossierResolver } from './rendez-vous-dossier.resolver';
import { RendezVousUploadInterceptor } from './rendez-vous-upload';
import { RendezVousService } from './rendez-vous.service';

const PAGE_RDV = { modules: ['page_rdv' as const] };

@Controller('appointments')
export class RendezVousController {
  constructor(
    private readonly rdv: RendezVousService,
    private readonly demandes: DemandeRendezVousService,
  ) {}

  @Get('participants/:id')
  @DossierAccess({ ...PAGE_RDV, resolver: RendezVousDossierResolver })
  participants(@Param(new ZodPipe(RdvIdParamSchema)) p: z.infer<typeof RdvIdParamSchema>): Promise<RdvParticipant[]> {
    return this.rdv.participants(p.id);
  }

  @Post('register')
  @HttpCode(200)
  // The dossier comes from ?codeDossier= or the staff header: the guard runs before a byte is read.
  @DossierAccess(PAGE_RDV)
  @UseInterceptors(RendezVousUploadInterceptor)
  register(@CurrentUser() user: SessionUser, @Body(new ZodPipe(DemandeRendezVousSchema)) body: z.output<typeof DemandeRendezVousSchema>, @Req() req: Request): Promise<RdvResult> {
    return this.demandes.register(user, body, req);
  }

  @Post('edit')
  @HttpCode(200)
  @DossierAccess({ ...PAGE_RDV, resolver: RendezVousDossierResolver })
  edit(@CurrentUser() user: SessionUser, @Body(new ZodPipe(EditRendezVousSchema)) body: z.output<typeof EditRendezVousSchema>): Promise<RdvResult> {
    return this.rdv.edit(user, body);
  }

  @Post('cancel')
  @HttpCode(200)
  @DossierAccess({ ...PAGE_RDV, resolver: RendezVousDossierResolver })
  cancel(@CurrentUser() user: SessionUser, @Body(new ZodPipe(CancelRendezVousSchema)) body: CancelRendezVous): Promise<RdvResult> {
    return this.rdv.cancel(user, body);
  }

  @Get(':codeDossier')
  @DossierAccess(PAGE_RDV)
  list(@Param(new ZodPipe(CodeDossierParamSchema)) p: z.infer<typeof CodeDossierParamSchema>): Promise<RendezVous[]> {
    return this.rdv.list(p.codeDossier);
  }
}
