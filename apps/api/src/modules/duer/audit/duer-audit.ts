import { DuerAuditCopieStep } from './duer-audit-copie.step';
import { DuerAuditController } from './duer-audit.controller';
import { DuerAuditCategorie, DuerBaseQuestion, DuerQuestion } from './duer-audit.entity';
import { DuerAuditService } from './duer-audit.service';

/** The prior audit: what duer.module.ts registers for it. */
export const DuerAudit = {
  entities: [DuerBaseQuestion, DuerQuestion, DuerAuditCategorie],
  controllers: [DuerAuditController],
  providers: [DuerAuditService, DuerAuditCopieStep],
};
