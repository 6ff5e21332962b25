import { Controller, Res } from '@nestjs/common';
import {
  getAbonnementDossierRoute,
  getMandatSepaPdfRoute,
  type RouteBody,
  type RouteParams,
  saveMandatSepaRoute,
  saveParametresAbonnementRoute,
} from '@portail/contracts';
import type { Response } from 'express';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AbonnementService } from './abonnement.service';
import { MandatSepaService } from './mandat-sepa.service';
import { sendGenerated } from '../../common/download';

/** 'Ma facturation' (spec 02 §3, §7 Billing): subscription, parameters and SEPA mandate. */
@Controller()
export class AbonnementController {
  constructor(
    private readonly abonnement: AbonnementService,
    private readonly mandats: MandatSepaService,
  ) {}

  @Endpoint(getAbonnementDossierRoute)
  get(@ValidParams() p: RouteParams<typeof getAbonnementDossierRoute>) {
    return this.abonnement.get(p.codeDossier);
  }

  @Endpoint(saveParametresAbonnementRoute)
  saveParametres(@ValidParams() p: RouteParams<typeof saveParametresAbonnementRoute>, @ValidBody() body: RouteBody<typeof saveParametresAbonnementRoute>) {
    return this.abonnement.saveParametres(p.codeDossier, body);
  }

  @Endpoint(saveMandatSepaRoute)
  saveMandat(@ValidParams() p: RouteParams<typeof saveMandatSepaRoute>, @ValidBody() body: RouteBody<typeof saveMandatSepaRoute>) {
    return this.mandats.save(p.codeDossier, body);
  }

  @Endpoint(getMandatSepaPdfRoute)
  async pdf(@ValidParams() p: RouteParams<typeof getMandatSepaPdfRoute>, @Res() res: Response) {
    // The name is ASCII only: 'Mandat SEPA MDT-010001-0001.pdf'.
    sendGenerated(res, 'application/pdf', await this.mandats.pdf(p.codeDossier));
  }
}
