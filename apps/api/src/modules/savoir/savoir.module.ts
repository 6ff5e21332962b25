import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Bibliotheque, BibliothequeFichier } from './bibliotheque.entity';
import { BibliothequeService } from './bibliotheque.service';
import { CarteSavoir } from './carte-savoir.entity';
import { ContenusSavoirController } from './contenus-savoir.controller';
import { ContenusSavoirService } from './contenus-savoir.service';
import { Documentation, DocumentationCategorie } from './documentation.entity';
import { Elearning } from './elearning.entity';
import { InterlocuteurOic, SiteOic } from './interlocuteur-oic.entity';
import { OicController } from './oic.controller';
import { OicService } from './oic.service';
import { SavoirController } from './savoir.controller';
import { SavoirService } from './savoir.service';
import { Tutoriel } from './tutoriel.entity';

/** Knowledge pages (tutorials, documentations and the firm's libraries, RGPD, web series) and the founders' programme (spec 02 §2). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Tutoriel,
      DocumentationCategorie,
      Documentation,
      Bibliotheque,
      BibliothequeFichier,
      Elearning,
      CarteSavoir,
      InterlocuteurOic,
      SiteOic,
    ]),
  ],
  controllers: [SavoirController, OicController, ContenusSavoirController],
  providers: [SavoirService, BibliothequeService, OicService, ContenusSavoirService],
})
export class SavoirModule {}
