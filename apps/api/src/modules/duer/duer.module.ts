import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DuerAccessService } from './duer-access.service';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerContenuController } from './duer-contenu.controller';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerGroupesService } from './duer-groupes.service';
import { DuerHistoriqueService } from './duer-historique.service';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerPictosService } from './duer-pictos.service';
import { DuerRisquesService } from './duer-risques.service';
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
    // The module screen's content (operations, risks, ratings, pictograms, history).
    DuerContenuController,
  ],
  providers: [
    DuerAccessService,
    DuerDossierResolver,
    DuerModuleDetailService,
    DuerEnregistrementService,
    DuerHistoriqueService,
    DuerGroupesService,
    DuerRisquesService,
    DuerPictosService,
  ],
  exports: [DuerAccessService],
})
export class DuerModule {}
