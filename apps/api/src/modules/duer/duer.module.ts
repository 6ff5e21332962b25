import { Module } from '@nestjs/common';
import { GedDepotModule } from '../documents/upload/ged-depot.module';
import { DuerAuditModule } from './audit/duer-audit.module';
import { DuerDocumentsModule } from './documents/duer-documents.module';
import { DuerArbreModule } from './duer-arbre.module';
import { DuerCoreModule } from './duer-core.module';
import { DuerImpressionModule } from './impression/duer-impression.module';
import { DuerPlanActionModule } from './plan-action/duer-plan-action.module';
import { DuerTextesModule } from './textes/duer-textes.module';
import { DuerVersionsModule } from './versions/duer-versions.module';

/**
 * DUER, the risk-assessment tool (issue 12, spec 03): its core and sub-areas; their routes declare the rights of §6.
 * Exports what the worker's print job uses (impression/jobs). Route order follows the imports: the print's first.
 */
@Module({
  imports: [
    DuerImpressionModule,
    DuerArbreModule,
    DuerTextesModule,
    DuerAuditModule,
    DuerDocumentsModule,
    DuerVersionsModule,
    DuerPlanActionModule,
    DuerCoreModule,
    GedDepotModule,
  ],
  exports: [DuerCoreModule, DuerVersionsModule, DuerImpressionModule, GedDepotModule],
})
export class DuerFeatureModule {}
