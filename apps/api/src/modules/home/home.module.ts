import { Module } from '@nestjs/common';
import { HomeController } from './home.controller';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChiffreAccueil } from './chiffre-accueil.entity';
import { HomeSection } from './home-section.entity';

/** Home screen data: key figures and the promoted section (issue 4). */
@Module({
  imports: [TypeOrmModule.forFeature([ChiffreAccueil, HomeSection])],
  controllers: [HomeController],
  providers: [HomeService, HomeRepository],
})
export class HomeModule {}
