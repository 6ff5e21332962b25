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
  type SessionUser,
  updateGroupeRoute,
  updatePictosRoute,
  updateRisqueRoute,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
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
  module(@ValidParams() p: RouteParams<typeof getModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.detail.get(user, p.idDuer, p.idModule);
  }

  @Endpoint(saveModuleRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveModuleRoute>, @ValidBody() body: RouteBody<typeof saveModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.enregistrement.save(user, p.idDuer, p.idModule, body);
  }

  @Endpoint(getModuleHistoryRoute, byDuer)
  history(@ValidParams() p: RouteParams<typeof getModuleHistoryRoute>, @CurrentUser() user: SessionUser) {
    return this.historique.module(user, p.idDuer, p.idModule);
  }

  @Endpoint(getBaseGroupesRoute, byDuer)
  baseGroupes(@ValidParams() p: RouteParams<typeof getBaseGroupesRoute>, @CurrentUser() user: SessionUser) {
    return this.groupes.base(user, p.idDuer, p.idModule);
  }

  @Endpoint(getGroupesDisponiblesRoute, byDuer)
  groupesDisponibles(
    @ValidParams() p: RouteParams<typeof getGroupesDisponiblesRoute>,
    @ValidQuery() q: RouteQuery<typeof getGroupesDisponiblesRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.groupes.disponibles(user, p.idDuer, q);
  }

  @Endpoint(addGroupeRoute, byDuer)
  addGroupe(@ValidParams() p: RouteParams<typeof addGroupeRoute>, @ValidBody() body: RouteBody<typeof addGroupeRoute>, @CurrentUser() user: SessionUser) {
    return this.groupes.add(user, p.idDuer, p.idModule, body);
  }

  @Endpoint(updateGroupeRoute, byDuer)
  renameGroupe(
    @ValidParams() p: RouteParams<typeof updateGroupeRoute>,
    @ValidBody() body: RouteBody<typeof updateGroupeRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.groupes.rename(user, p.idDuer, p.idGroupe, body.nom);
  }

  @Endpoint(deleteGroupeRoute, byDuer)
  deleteGroupe(@ValidParams() p: RouteParams<typeof deleteGroupeRoute>, @CurrentUser() user: SessionUser) {
    return this.groupes.remove(user, p.idDuer, p.idGroupe);
  }

  @Endpoint(getBaseRisquesRoute, byDuer)
  baseRisques(@ValidParams() p: RouteParams<typeof getBaseRisquesRoute>, @CurrentUser() user: SessionUser) {
    return this.risques.base(user, p.idDuer, p.idGroupe);
  }

  @Endpoint(addRisqueRoute, byDuer)
  addRisque(@ValidParams() p: RouteParams<typeof addRisqueRoute>, @ValidBody() body: RouteBody<typeof addRisqueRoute>, @CurrentUser() user: SessionUser) {
    return this.risques.add(user, p.idDuer, p.idGroupe, body);
  }

  @Endpoint(updateRisqueRoute, byDuer)
  renameRisque(
    @ValidParams() p: RouteParams<typeof updateRisqueRoute>,
    @ValidBody() body: RouteBody<typeof updateRisqueRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.risques.rename(user, p.idDuer, p.idRisque, body.nom);
  }

  @Endpoint(deleteRisqueRoute, byDuer)
  deleteRisque(@ValidParams() p: RouteParams<typeof deleteRisqueRoute>, @CurrentUser() user: SessionUser) {
    return this.risques.remove(user, p.idDuer, p.idRisque);
  }

  @Endpoint(getBasePictosRoute, byDuer)
  basePictos(@ValidParams() p: RouteParams<typeof getBasePictosRoute>, @CurrentUser() user: SessionUser) {
    return this.pictos.base(user, p.idDuer);
  }

  @Endpoint(updatePictosRoute, byDuer)
  updatePictos(
    @ValidParams() p: RouteParams<typeof updatePictosRoute>,
    @ValidBody() body: RouteBody<typeof updatePictosRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.pictos.update(user, p.idDuer, p.idRisque, body);
  }
}
