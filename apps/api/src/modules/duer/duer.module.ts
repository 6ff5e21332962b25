import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DuerAccessService } from './duer-access.service';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque, DuerBaseRisquePicto } from './duer-base.entity';
import { DuerDossierResolver } from './duer-dossier.resolver';
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
  controllers: [],
  providers: [DuerAccessService, DuerDossierResolver],
  exports: [DuerAccessService],
})
export class DuerModule {}
