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
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { sendDuerFichier } from '../documents/duer-fichier-reponse';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerImpressionService } from './duer-impression.service';

const byDuer = { resolver: DuerDossierResolver };

/** Spec 03 §7.2 print calls, on the worker (issue 13); the DUER of the body or the path names the dossier. */
@Controller()
export class DuerImpressionController {
  constructor(private readonly impressions: DuerImpressionService) {}

  @Endpoint(imprimerDuerRoute, byDuer)
  imprimerDuer(@ValidBody() body: RouteBody<typeof imprimerDuerRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.imprimerDuer(ctx, body);
  }

  @Endpoint(imprimerModulesRoute, byDuer)
  imprimerModules(@ValidBody() body: RouteBody<typeof imprimerModulesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.imprimerModules(ctx, body);
  }

  @Endpoint(imprimerCategoriesRoute, byDuer)
  imprimerCategories(@ValidBody() body: RouteBody<typeof imprimerCategoriesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.imprimerCategories(ctx, body);
  }

  @Endpoint(getImpressionsRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getImpressionsRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.list(ctx);
  }

  @Endpoint(getImpressionRoute, byDuer)
  statut(@ValidParams() p: RouteParams<typeof getImpressionRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.statut(ctx, p.idImpression);
  }

  @Endpoint(getImpressionResultatRoute, byDuer)
  resultat(@ValidParams() p: RouteParams<typeof getImpressionResultatRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.impressions.resultat(ctx, p.idImpression);
  }

  @Endpoint(getImpressionFichierRoute, byDuer)
  async fichier(@ValidParams() p: RouteParams<typeof getImpressionFichierRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    const f = await this.impressions.fichier(ctx, p.idImpression);
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
