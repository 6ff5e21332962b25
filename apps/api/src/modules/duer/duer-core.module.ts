import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DUER_FACTS } from '../../common/access';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerCreationSteps } from './duer-creation-steps';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEcritureService } from './duer-ecriture.service';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerFaits } from './duer-faits';
import { DuerGroupesService } from './duer-groupes.service';
import { DuerHistoriqueService } from './duer-historique.service';
import { DuerIndexService } from './duer-index.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerModulesService } from './duer-modules.service';
import { DuerPictosService } from './duer-pictos.service';
import { DuerRisquesService } from './duer-risques.service';
import { DUER_CORE_REPOSITORIES } from './duer-repositories';
import { DuerValiditeService } from './duer-validite.service';
import { Duer, DuerCategorie, DuerGroupe, DuerHistorique, DuerModuleEntity, DuerPicto, DuerRisque } from './duer.entity';

const CORE = [
  DuerFaits,
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
];

/** The DUER's base library and tree, what every sub-area builds on: its facts, validity, writes and creation steps. */
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
  providers: [
    ...CORE,
    ...DUER_CORE_REPOSITORIES,
    // What the access guard reads for a route with a DUER rule (DossierAccessOptions.duer); the access service decides.
    { provide: DUER_FACTS, useExisting: DuerFaits },
  ],
  exports: [...CORE, ...DUER_CORE_REPOSITORIES],
})
export class DuerCoreModule {}
