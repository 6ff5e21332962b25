import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../outbox/outbox.module';
import { GedDocument } from '../ged-document.entity';
import { ApercusController } from './apercus.controller';
import { ApercusService } from './apercus.service';
import { GedLectureModule } from '../lecture/ged-lecture.module';

/** Preview routes of the document store. */
@Module({
  imports: [TypeOrmModule.forFeature([GedDocument]), OutboxModule, GedLectureModule],
  controllers: [ApercusController],
  providers: [ApercusService],
})
export class ApercusModule {}
