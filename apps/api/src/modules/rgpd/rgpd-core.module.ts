import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemandeRgpdEntity } from './demande-rgpd.entity';
import { JournalRetentionEntity } from './journal-retention.entity';
import { PersonalDataHolders } from './personal-data-holders';
import { RgpdConservationService } from './rgpd-conservation.service';
import { RgpdMails } from './rgpd-mails.service';
import { RgpdRepository } from './rgpd.repository';

/** The requests, the holders of every module and the retention table: shared by the api and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([DemandeRgpdEntity, JournalRetentionEntity]), DiscoveryModule],
  providers: [RgpdRepository, PersonalDataHolders, RgpdMails, RgpdConservationService],
  exports: [RgpdRepository, PersonalDataHolders, RgpdMails, RgpdConservationService],
})
export class RgpdCoreModule {}
