import { Controller } from '@nestjs/common';
import {
  addGroupeRoute,
  addRisqueRoute,
  deleteGroupeRoute,
  deleteRisqueRoute,
  getBaseGroupesRoute,
  getBasePictosRoute,
  getBaseRisquesRoute,
  getGroupesDisponiblesRoute,
  getModuleHistoryRoute,
  getModuleRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  saveModuleRoute,
  updateGroupeRoute,
  updatePictosRoute,
  updateRisqueRoute,
} from '@portail/contracts';
import { CurrentDuer } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DuerContexte } from './duer-faits';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerGroupesService } from './duer-groupes.service';
import { DuerHistoriqueService } from './duer-historique.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerPictosService } from './duer-pictos.service';
import { DuerRisquesService } from './duer-risques.service';

const byDuer = { resolver: DuerDossierResolver };

/** The module screen's content (spec 03 §2.4, §7.3): operations, risks, ratings, pictograms, history, save. */
@Controller()
export class DuerContenuController {
  constructor(
    private readonly detail: DuerModuleDetailService,
    private readonly enregistrement: DuerEnregistrementService,
    private readonly historique: DuerHistoriqueService,
    private readonly groupes: DuerGroupesService,
    private readonly risques: DuerRisquesService,
    private readonly pictos: DuerPictosService,
  ) {}

  @Endpoint(getModuleRoute, byDuer)
  module(@ValidParams() p: RouteParams<typeof getModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.detail.get(ctx, p.idModule);
  }

  @Endpoint(saveModuleRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveModuleRoute>, @ValidBody() body: RouteBody<typeof saveModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.enregistrement.save(ctx, p.idModule, body);
  }

  @Endpoint(getModuleHistoryRoute, byDuer)
  history(@ValidParams() p: RouteParams<typeof getModuleHistoryRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.historique.module(ctx, p.idModule);
  }

  @Endpoint(getBaseGroupesRoute, byDuer)
  baseGroupes(@ValidParams() p: RouteParams<typeof getBaseGroupesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.groupes.base(ctx, p.idModule);
  }

  @Endpoint(getGroupesDisponiblesRoute, byDuer)
  groupesDisponibles(
    @ValidParams() p: RouteParams<typeof getGroupesDisponiblesRoute>,
    @ValidQuery() q: RouteQuery<typeof getGroupesDisponiblesRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.groupes.disponibles(ctx, q);
  }

  @Endpoint(addGroupeRoute, byDuer)
  addGroupe(@ValidParams() p: RouteParams<typeof addGroupeRoute>, @ValidBody() body: RouteBody<typeof addGroupeRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.groupes.add(ctx, p.idModule, body);
  }

  @Endpoint(updateGroupeRoute, byDuer)
  renameGroupe(
    @ValidParams() p: RouteParams<typeof updateGroupeRoute>,
    @ValidBody() body: RouteBody<typeof updateGroupeRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.groupes.rename(ctx, p.idGroupe, body.nom);
  }

  @Endpoint(deleteGroupeRoute, byDuer)
  deleteGroupe(@ValidParams() p: RouteParams<typeof deleteGroupeRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.groupes.remove(ctx, p.idGroupe);
  }

  @Endpoint(getBaseRisquesRoute, byDuer)
  baseRisques(@ValidParams() p: RouteParams<typeof getBaseRisquesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.risques.base(ctx, p.idGroupe);
  }

  @Endpoint(addRisqueRoute, byDuer)
  addRisque(@ValidParams() p: RouteParams<typeof addRisqueRoute>, @ValidBody() body: RouteBody<typeof addRisqueRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.risques.add(ctx, p.idGroupe, body);
  }

  @Endpoint(updateRisqueRoute, byDuer)
  renameRisque(
    @ValidParams() p: RouteParams<typeof updateRisqueRoute>,
    @ValidBody() body: RouteBody<typeof updateRisqueRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.risques.rename(ctx, p.idRisque, body.nom);
  }

  @Endpoint(deleteRisqueRoute, byDuer)
  deleteRisque(@ValidParams() p: RouteParams<typeof deleteRisqueRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.risques.remove(ctx, p.idRisque);
  }

  @Endpoint(getBasePictosRoute, byDuer)
  basePictos(@ValidParams() _p: RouteParams<typeof getBasePictosRoute>) {
    return this.pictos.base();
  }

  @Endpoint(updatePictosRoute, byDuer)
  updatePictos(
    @ValidParams() p: RouteParams<typeof updatePictosRoute>,
    @ValidBody() body: RouteBody<typeof updatePictosRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.pictos.update(ctx, p.idRisque, body);
  }
}
