import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerCoreModule } from '../duer-core.module';
import { DuerAuditCopieStep } from './duer-audit-copie.step';
import { DuerAuditController } from './duer-audit.controller';
import { DuerAuditCategorie, DuerBaseQuestion, DuerQuestion } from './duer-audit.entity';
import { DuerAuditRepository } from './duer-audit.repository';
import { DuerAuditService } from './duer-audit.service';

/** The prior audit: its questionnaire, answers and the copy of a new DUER's audit; the print reads it through the repository. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerBaseQuestion, DuerQuestion, DuerAuditCategorie]), DuerCoreModule],
  controllers: [DuerAuditController],
  providers: [DuerAuditRepository, DuerAuditService, DuerAuditCopieStep],
  exports: [DuerAuditRepository],
})
export class DuerAuditModule {}
