import { Controller, Res } from '@nestjs/common';
import {
  getImpressionFichierRoute,
  getImpressionResultatRoute,
  getImpressionRoute,
  getImpressionsRoute,
  imprimerCategoriesRoute,
  imprimerDuerRoute,
  imprimerModulesRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { sendDuerFichier } from '../documents/duer-fichier-reponse';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerImpressionService } from './duer-impression.service';

const byDuer = { resolver: DuerDossierResolver };

/** Spec 03 §7.2 print calls, on the worker (issue 13); the DUER of the body or the path names the dossier. */
@Controller()
export class DuerImpressionController {
  constructor(private readonly impressions: DuerImpressionService) {}

  @Endpoint(imprimerDuerRoute, byDuer)
  imprimerDuer(@ValidBody() body: RouteBody<typeof imprimerDuerRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.imprimerDuer(user, body);
  }

  @Endpoint(imprimerModulesRoute, byDuer)
  imprimerModules(@ValidBody() body: RouteBody<typeof imprimerModulesRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.imprimerModules(user, body);
  }

  @Endpoint(imprimerCategoriesRoute, byDuer)
  imprimerCategories(@ValidBody() body: RouteBody<typeof imprimerCategoriesRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.imprimerCategories(user, body);
  }

  @Endpoint(getImpressionsRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getImpressionsRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.list(user, p.idDuer);
  }

  @Endpoint(getImpressionRoute, byDuer)
  statut(@ValidParams() p: RouteParams<typeof getImpressionRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.statut(user, p.idDuer, p.idImpression);
  }

  @Endpoint(getImpressionResultatRoute, byDuer)
  resultat(@ValidParams() p: RouteParams<typeof getImpressionResultatRoute>, @CurrentUser() user: SessionUser) {
    return this.impressions.resultat(user, p.idDuer, p.idImpression);
  }

  @Endpoint(getImpressionFichierRoute, byDuer)
  async fichier(@ValidParams() p: RouteParams<typeof getImpressionFichierRoute>, @CurrentUser() user: SessionUser, @Res() res: Response) {
    const f = await this.impressions.fichier(user, p.idDuer, p.idImpression);
    await sendDuerFichier(res, {
      kind: 'fichier',
      nom: f.nom,
      mime: 'application/pdf',
      size: f.size,
      stream: f.stream,
      inline: true,
      apercuIndisponible: false,
    });
  }
}
