import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GaleriePhoto } from './galerie-photo.entity';
import { GalerieContenusController } from './galerie-contenus.controller';
import { GalerieController } from './galerie.controller';
import { GalerieRepository } from './galerie.repository';
import { GalerieService } from './galerie.service';

/** The One Day photo gallery (issue 14, spec 02 §2 and §9): sizes generated on upload with sharp, images in the blob store. */
@Module({
  imports: [TypeOrmModule.forFeature([GaleriePhoto])],
  controllers: [GalerieController, GalerieContenusController],
  providers: [GalerieService, GalerieRepository],
  exports: [GalerieService],
})
export class GalerieModule {}
