import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { EventsPersonalData } from './events-personal-data';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { RegistrationService } from './registration.service';
import { WebinarService } from './webinar.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { Evenement } from './evenement.entity';
import { Inscription } from './inscription.entity';

/** Events and participant registration (issue 4, spec 01 §7.4). */
@Module({
  imports: [TypeOrmModule.forFeature([Evenement, Inscription]), UserModule],
  controllers: [EventsController],
  providers: [EventsService, RegistrationService, WebinarService, EventsRepository, EventsPersonalData],
  exports: [EventsService],
})
export class EventsModule {}
