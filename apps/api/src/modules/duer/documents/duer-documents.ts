import { DuerAnnexe, DuerAnnexeModule, DuerBaseAnnexe } from './duer-annexe.entity';
import { DuerAnnexesController } from './duer-annexes.controller';
import { DuerAnnexesService } from './duer-annexes.service';
import { DuerDocumentsCreationStep } from './duer-documents-creation.step';
import { DuerFichierResolver } from './duer-fichier.resolver';
import { DuerFichiersController } from './duer-fichiers.controller';
import { DuerFichiersService } from './duer-fichiers.service';
import { DuerBasePage, DuerPage } from './duer-page.entity';
import { DuerPagesController } from './duer-pages.controller';
import { DuerPagesService } from './duer-pages.service';
import { DuerPdfConversion } from './duer-pdf-conversion';

/** Annexes, pages and their files: what duer.module.ts registers for them. */
export const DuerDocuments = {
  entities: [DuerBaseAnnexe, DuerAnnexe, DuerAnnexeModule, DuerBasePage, DuerPage],
  controllers: [DuerAnnexesController, DuerPagesController, DuerFichiersController],
  providers: [DuerFichierResolver, DuerAnnexesService, DuerPagesService, DuerFichiersService, DuerPdfConversion, DuerDocumentsCreationStep],
};
