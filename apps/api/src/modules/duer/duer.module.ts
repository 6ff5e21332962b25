import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { GedDepotModule } from '../documents/upload/ged-depot.module';
import { OutboxModule } from '../outbox/outbox.module';
import { DUER_FACTS } from '../../common/access';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerCategoriesController } from './duer-categories.controller';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerCreationSteps } from './duer-creation-steps';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEcritureService } from './duer-ecriture.service';
import { DuerFaits } from './duer-faits';
import { DuerIndexController } from './duer-index.controller';
import { DuerIndexService } from './duer-index.service';
import { DuerModulesController } from './duer-modules.controller';
import { DuerModulesService } from './duer-modules.service';
import { DuerBaseModulesRepository } from './duer-base-modules.repository';
import { DuerValiditeService } from './duer-validite.service';
import { DuerContenuController } from './duer-contenu.controller';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerGroupesService } from './duer-groupes.service';
import { DuerHistoriqueService } from './duer-historique.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerPictosService } from './duer-pictos.service';
import { DuerRisquesService } from './duer-risques.service';
import { DuerTextes } from './textes/duer-textes';
import { DuerAudit } from './audit/duer-audit';
import { DuerDocuments } from './documents/duer-documents';
import { DuerImpression } from './impression/duer-impression';
import { DuerVersions } from './versions/duer-versions';
import { DuerVersionsService } from './versions/duer-versions.service';
import { DuerPlanAction } from './plan-action/duer-plan-action';
import { Duer, DuerCategorie, DuerGroupe, DuerHistorique, DuerModuleEntity, DuerPicto, DuerRisque } from './duer.entity';

/** DUER, the risk-assessment tool (issue 12, spec 03): base library, DUERs and their tree; its routes declare the rights of §6. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DuerBasePicto,
      DuerBaseCategorie,
      DuerBaseModule,
      DuerBaseGroupe,
      DuerBaseRisque,
      DuerBaseRisquePicto,
      Duer,
      DuerCategorie,
      DuerModuleEntity,
      DuerGroupe,
      DuerRisque,
      DuerPicto,
      DuerHistorique,
      ...DuerTextes.entities,
      ...DuerAudit.entities,
      ...DuerDocuments.entities,
      ...DuerVersions.entities,
      ...DuerImpression.entities,
      ...DuerPlanAction.entities,
    ]),
    DossiersModule,
    CollaborateurModule,
    OutboxModule,
    GedDepotModule,
  ],
  controllers: [
    // First: POST /api/duer/impression/categories must bind ahead of POST /api/duer/{idDuer}/categories.
    ...DuerImpression.controllers,
    DuerIndexController,
    DuerCategoriesController,
    DuerModulesController,
    DuerContenuController,
    ...DuerTextes.controllers,
    ...DuerAudit.controllers,
    ...DuerDocuments.controllers,
    ...DuerVersions.controllers,
    ...DuerPlanAction.controllers,
  ],
  providers: [
    DuerFaits,
    // What the access guard reads for a route with a DUER rule (DossierAccessOptions.duer); the access service decides.
    { provide: DUER_FACTS, useExisting: DuerFaits },
    DuerDossierResolver,
    DuerValiditeService,
    DuerEcritureService,
    DuerIndexService,
    DuerCategoriesService,
    DuerModulesService,
    DuerBaseModulesRepository,
    DuerModuleDetailService,
    DuerEnregistrementService,
    DuerHistoriqueService,
    DuerGroupesService,
    DuerRisquesService,
    DuerPictosService,
    DuerCreationSteps,
    ...DuerTextes.providers,
    ...DuerAudit.providers,
    ...DuerDocuments.providers,
    ...DuerImpression.providers,
    ...DuerVersions.providers,
    ...DuerPlanAction.providers,
  ],
  exports: [DuerFaits, DuerValiditeService, DuerVersionsService, GedDepotModule, ...DuerImpression.exports],
})
export class DuerFeatureModule {}
