import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Chiffre } from './chiffre.entity';
import { ChiffreFavori } from './chiffre-favori.entity';
import { ChiffresController } from './chiffres.controller';
import { ChiffresRepository } from './chiffres.repository';
import { ChiffresService } from './chiffres.service';
import { Exercice } from './exercice.entity';

/** Fiscal years, the figure catalogue and favourites (issue 10); the home slider reads them through ChiffresService. */
@Module({
  imports: [TypeOrmModule.forFeature([Exercice, Chiffre, ChiffreFavori])],
  controllers: [ChiffresController],
  providers: [ChiffresService, ChiffresRepository],
  exports: [ChiffresService],
})
export class ChiffresModule {}
