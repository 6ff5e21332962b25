import { Global, Module } from '@nestjs/common';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DroitsController } from './droits.controller';
import { DroitsRepository } from './droits.repository';
import { DroitsService } from './droits.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Categorie } from './categorie.entity';
import { Role } from './role.entity';
import { Droit } from './droit.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Categorie, Role, Droit]), CollaborateurModule],
  controllers: [DroitsController],
  providers: [DroitsService, DroitsRepository],
  exports: [DroitsService],
})
export class DroitsModule {}
