import { DuerPlanActionController } from './duer-plan-action.controller';
import { DuerPlanActionLigne } from './duer-plan-action.entity';
import { DuerPlanActionService } from './duer-plan-action.service';

/** The action plan / PAPRIPACT: what duer.module.ts registers for it. */
export const DuerPlanAction = {
  entities: [DuerPlanActionLigne],
  controllers: [DuerPlanActionController],
  providers: [DuerPlanActionService],
};
