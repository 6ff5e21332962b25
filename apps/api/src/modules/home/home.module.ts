import { Module } from '@nestjs/common';
import { HomeController } from './home.controller';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';

/** Home screen data: key figures and the promoted section (issue 4). */
@Module({ controllers: [HomeController], providers: [HomeService, HomeRepository] })
export class HomeModule {}
