import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionModule } from '../../../common/transaction';
import { CollaborateurModule } from '../../collaborateur/collaborateur.module';
import { DossiersModule } from '../../dossier/dossier.module';
import { DroitsModule } from '../../droits/droits.module';
import { NotificationsModule } from '../../notifications/notifications.module';
import { UserModule } from '../../user/user.module';
import { DuerRappel } from './duer-rappel.entity';
import { DuerRappelDestinataires } from './duer-rappel-destinataires.service';
import { DuerRappelsProcessor } from './duer-rappels.processor';
import { DuerRappelsRepository } from './duer-rappels.repository';
import { DuerRappels } from './duer-rappels.service';

/** The yearly DUER update reminder's job: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerRappel]), TransactionModule, DossiersModule, DroitsModule, CollaborateurModule, UserModule, NotificationsModule],
  providers: [DuerRappelsRepository, DuerRappelDestinataires, DuerRappels, DuerRappelsProcessor],
  exports: [DuerRappels],
})
export class DuerRappelsJobsModule {}
