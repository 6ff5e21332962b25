import { Global, Module } from '@nestjs/common';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { ACCESS } from '../../common/access';
import { UserModule } from '../user/user.module';
import { AccessService } from './access.service';
import { DroitsController } from './droits.controller';
import { DroitsPersonalData } from './droits-personal-data';
import { DroitsRepository } from './droits.repository';
import { DroitsService } from './droits.service';
import { DroitGrants } from './droit-grants.service';
import { RightsCache } from './rights-cache';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Categorie } from './categorie.entity';
import { Role } from './role.entity';
import { Droit } from './droit.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Categorie, Role, Droit]), CollaborateurModule, UserModule],
  controllers: [DroitsController],
  providers: [DroitsService, DroitGrants, DroitsRepository, DroitsPersonalData, RightsCache, AccessService, { provide: ACCESS, useExisting: AccessService }],
  exports: [DroitsService, DroitGrants, AccessService, ACCESS],
})
export class DroitsModule {}
