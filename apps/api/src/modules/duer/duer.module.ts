import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DuerAccessService } from './duer-access.service';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerCategoriesController } from './duer-categories.controller';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEcritureService } from './duer-ecriture.service';
import { DuerIndexController } from './duer-index.controller';
import { DuerIndexService } from './duer-index.service';
import { DuerModulesController } from './duer-modules.controller';
import { DuerModulesService } from './duer-modules.service';
import { DuerValiditeService } from './duer-validite.service';
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
    ]),
    DossiersModule,
    CollaborateurModule,
  ],
  controllers: [
    DuerIndexController,
    DuerCategoriesController,
    DuerModulesController,
    // One controller per line: the other DUER slices add theirs below.
  ],
  providers: [
    DuerAccessService,
    DuerDossierResolver,
    DuerValiditeService,
    DuerEcritureService,
    DuerIndexService,
    DuerCategoriesService,
    DuerModulesService,
    // One provider per line, as the controllers.
  ],
  exports: [DuerAccessService, DuerValiditeService, DuerEcritureService],
})
export class DuerModule {}
