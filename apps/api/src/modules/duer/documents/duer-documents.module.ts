import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerCoreModule } from '../duer-core.module';
import { DuerAnnexe, DuerAnnexeModule, DuerBaseAnnexe } from './duer-annexe.entity';
import { DuerAnnexesController } from './duer-annexes.controller';
import { DuerAnnexesRepository } from './duer-annexes.repository';
import { DuerAnnexesService } from './duer-annexes.service';
import { DuerDocumentsCreationStep } from './duer-documents-creation.step';
import { DuerDocumentsRepository } from './duer-documents.repository';
import { DuerDocumentsService } from './duer-documents.service';
import { DuerFichierResolver } from './duer-fichier.resolver';
import { DuerFichiersController } from './duer-fichiers.controller';
import { DuerFichiersService } from './duer-fichiers.service';
import { DuerBasePage, DuerPage } from './duer-page.entity';
import { DuerPagesController } from './duer-pages.controller';
import { DuerPagesRepository } from './duer-pages.repository';
import { DuerPagesService } from './duer-pages.service';
import { DuerPdfConversion } from './duer-pdf-conversion';

/** Annexes, pages and their files; the print converts them with DuerPdfConversion. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerBaseAnnexe, DuerAnnexe, DuerAnnexeModule, DuerBasePage, DuerPage]), DuerCoreModule],
  controllers: [DuerAnnexesController, DuerPagesController, DuerFichiersController],
  providers: [
    DuerDocumentsRepository,
    DuerAnnexesRepository,
    DuerPagesRepository,
    DuerDocumentsService,
    DuerAnnexesService,
    DuerPagesService,
    DuerFichierResolver,
    DuerFichiersService,
    DuerPdfConversion,
    DuerDocumentsCreationStep,
  ],
  exports: [DuerPdfConversion],
})
export class DuerDocumentsModule {}
