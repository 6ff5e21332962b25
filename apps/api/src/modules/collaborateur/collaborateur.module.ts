import { Module } from '@nestjs/common';
import { CollaborateurController } from './collaborateur.controller';
import { CollaborateurService } from './collaborateur.service';

@Module({
  controllers: [CollaborateurController],
  providers: [CollaborateurService],
  exports: [CollaborateurService],
})
export class CollaborateurModule {}
