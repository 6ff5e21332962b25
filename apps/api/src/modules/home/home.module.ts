import { Module } from '@nestjs/common';
import { HomeController } from './home.controller';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChiffresModule } from '../chiffres/chiffres.module';
import { HomeSection } from './home-section.entity';

/** Home screen data: key figures (derived by the figures module) and the promoted section (issue 4). */
@Module({
  imports: [TypeOrmModule.forFeature([HomeSection]), ChiffresModule],
  controllers: [HomeController],
  providers: [HomeService, HomeRepository],
})
export class HomeModule {}
