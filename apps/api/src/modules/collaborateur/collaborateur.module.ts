import { Module } from '@nestjs/common';
import { CollaborateurController } from './collaborateur.controller';
import { CollaborateurReader } from './collaborateur-reader.service';
import { CollaborateurService } from './collaborateur.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Fonction } from './fonction.entity';
import { Collaborateur } from './collaborateur.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Fonction, Collaborateur])],
  controllers: [CollaborateurController],
  providers: [CollaborateurService, CollaborateurReader],
  exports: [CollaborateurService, CollaborateurReader],
})
export class CollaborateurModule {}
