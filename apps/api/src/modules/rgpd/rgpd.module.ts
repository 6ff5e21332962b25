import { Module } from '@nestjs/common';
import { DroitsModule } from '../droits/droits.module';
import { OutboxModule } from '../outbox/outbox.module';
import { UserModule } from '../user/user.module';
import { RgpdCoreModule } from './rgpd-core.module';
import { RgpdDemandesService } from './rgpd-demandes.service';
import { RgpdEffacementService } from './rgpd-effacement.service';
import { RgpdStaffController } from './rgpd-staff.controller';
import { RgpdController } from './rgpd.controller';

/** The RGPD rights served by the portal (issue 33 §3): a member's export and closure, staff's answers and register. */
@Module({
  imports: [RgpdCoreModule, UserModule, OutboxModule, DroitsModule],
  controllers: [RgpdController, RgpdStaffController],
  providers: [RgpdDemandesService, RgpdEffacementService],
})
export class RgpdModule {}
