import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DuerAccessService } from './duer-access.service';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerCategoriesController } from './duer-categories.controller';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerCreationSteps } from './duer-creation-steps';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEcritureService } from './duer-ecriture.service';
import { DuerIndexController } from './duer-index.controller';
import { DuerIndexService } from './duer-index.service';
import { DuerModulesController } from './duer-modules.controller';
import { DuerModulesService } from './duer-modules.service';
import { DuerValiditeService } from './duer-validite.service';
import { DuerContenuController } from './duer-contenu.controller';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerGroupesService } from './duer-groupes.service';
import { DuerHistoriqueService } from './duer-historique.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerPictosService } from './duer-pictos.service';
import { DuerRisquesService } from './duer-risques.service';
import { DuerAnnexesController } from './documents/duer-annexes.controller';
import { DuerAnnexesService } from './documents/duer-annexes.service';
import { DuerDocumentsCreationStep } from './documents/duer-documents-creation.step';
import { DuerDocumentUploadGate } from './documents/duer-documents-upload';
import { DuerFichierResolver } from './documents/duer-fichier.resolver';
import { DuerFichiersController } from './documents/duer-fichiers.controller';
import { DuerFichiersService } from './documents/duer-fichiers.service';
import { DuerPagesController } from './documents/duer-pages.controller';
import { DuerPagesService } from './documents/duer-pages.service';
import { DuerPdfConversion } from './documents/duer-pdf-conversion';
import { DuerAnnexe, DuerAnnexeModule, DuerBaseAnnexe } from './documents/duer-annexe.entity';
import { DuerBasePage, DuerPage } from './documents/duer-page.entity';
import { Duer, DuerCategorie, DuerGroupe, DuerHistorique, DuerModule as DuerModuleEntity, DuerPicto, DuerRisque } from './duer.entity';

/** DUER, the risk-assessment tool (issue 12, spec 03): base library, DUERs and their tree, rights of §6. */
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
      DuerBaseAnnexe,
      DuerAnnexe,
      DuerAnnexeModule,
      DuerBasePage,
      DuerPage,
    ]),
    DossiersModule,
    CollaborateurModule,
  ],
  controllers: [
    DuerIndexController,
    DuerCategoriesController,
    DuerModulesController,
    DuerContenuController,
    DuerAnnexesController,
    DuerPagesController,
    DuerFichiersController,
  ],
  providers: [
    DuerAccessService,
    DuerDossierResolver,
    DuerValiditeService,
    DuerEcritureService,
    DuerIndexService,
    DuerCategoriesService,
    DuerModulesService,
    DuerModuleDetailService,
    DuerEnregistrementService,
    DuerHistoriqueService,
    DuerGroupesService,
    DuerRisquesService,
    DuerPictosService,
    DuerCreationSteps,
    DuerFichierResolver,
    DuerAnnexesService,
    DuerPagesService,
    DuerFichiersService,
    DuerPdfConversion,
    DuerDocumentsCreationStep,
    DuerDocumentUploadGate,
  ],
  exports: [DuerAccessService, DuerValiditeService],
})
export class DuerModule {}
