import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerCoreModule } from '../duer-core.module';
import { DuerPlanActionLecture } from './duer-plan-action-lecture';
import { DuerPlanActionController } from './duer-plan-action.controller';
import { DuerPlanActionRepository } from './duer-plan-action.repository';
import { DuerPlanActionLigne } from './duer-plan-action.entity';
import { DuerPlanActionService } from './duer-plan-action.service';

/** The action plan / PAPRIPACT and its exports (PDF, CSV, XLSX); the print reads it through DuerPlanActionLecture. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerPlanActionLigne]), DuerCoreModule],
  controllers: [DuerPlanActionController],
  providers: [DuerPlanActionRepository, DuerPlanActionLecture, DuerPlanActionService],
  exports: [DuerPlanActionLecture],
})
export class DuerPlanActionModule {}
