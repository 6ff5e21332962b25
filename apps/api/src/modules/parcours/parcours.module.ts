import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Parcours, ParcoursUtilisateur } from './parcours.entity';
import { ParcoursController } from './parcours.controller';
import { ParcoursRepository } from './parcours.repository';
import { ParcoursService } from './parcours.service';

/** Guided tours (driver.js, spec 02 §3-§9): tours per route name, done-ness per person, staff CRUD for the Contenus screen. */
@Module({
  imports: [TypeOrmModule.forFeature([Parcours, ParcoursUtilisateur])],
  controllers: [ParcoursController],
  providers: [ParcoursService, ParcoursRepository],
  exports: [ParcoursService],
})
export class ParcoursModule {}
