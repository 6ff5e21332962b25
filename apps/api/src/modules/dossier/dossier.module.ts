import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DossierModule } from './dossier-module.entity';
import { Dossier } from './dossier.entity';
import { DossierRepository } from './dossier.repository';
import { DossierService } from './dossier.service';

/** Dossiers and their subscribed modules; global so every feature can read a dossier. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Dossier, DossierModule])],
  providers: [DossierRepository, DossierService],
  exports: [DossierService],
})
export class DossiersModule {}
