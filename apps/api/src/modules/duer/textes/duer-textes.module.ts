import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../../collaborateur/collaborateur.module';
import { DuerCoreModule } from '../duer-core.module';
import { DuerInformationsGenerales } from './duer-informations-generales.entity';
import { DuerInformationsGeneralesService } from './duer-informations-generales.service';
import { DuerPageDeGarde } from './duer-page-de-garde.entity';
import { DuerPageDeGardeService } from './duer-page-de-garde.service';
import { DuerPagesTextesController } from './duer-pages-textes.controller';
import { DuerPreambuleController } from './duer-preambule.controller';
import { DuerPreambule, DuerPreambuleCategorie } from './duer-preambule.entity';
import { DuerPreambuleService } from './duer-preambule.service';
import { DuerTextesCopie } from './duer-textes-copie';
import { DuerTextesRepository } from './duer-textes.repository';

/** Preamble, general information and cover page; the print reads them through the exported services. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerPreambule, DuerPreambuleCategorie, DuerInformationsGenerales, DuerPageDeGarde]), DuerCoreModule, CollaborateurModule],
  controllers: [DuerPreambuleController, DuerPagesTextesController],
  providers: [DuerTextesRepository, DuerPreambuleService, DuerInformationsGeneralesService, DuerPageDeGardeService, DuerTextesCopie],
  exports: [DuerPreambuleService, DuerInformationsGeneralesService, DuerPageDeGardeService],
})
export class DuerTextesModule {}
