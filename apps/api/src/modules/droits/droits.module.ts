import { Global, Module } from '@nestjs/common';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DroitsController } from './droits.controller';
import { DroitsRepository } from './droits.repository';
import { DroitsService } from './droits.service';

@Global()
@Module({
  imports: [CollaborateurModule],
  controllers: [DroitsController],
  providers: [DroitsService, DroitsRepository],
  exports: [DroitsService],
})
export class DroitsModule {}
