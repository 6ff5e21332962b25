import { Controller } from '@nestjs/common';
import {
  confirmErasureRoute,
  getDemandesEffacementRoute,
  getRegistreRoute,
  refuseErasureRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { RgpdConservationService } from './rgpd-conservation.service';
import { RgpdEffacementService } from './rgpd-effacement.service';

/** Staff: the closures of account to answer and the register of processing. */
@Controller()
export class RgpdStaffController {
  constructor(
    private readonly effacements: RgpdEffacementService,
    private readonly conservation: RgpdConservationService,
  ) {}

  @Endpoint(getDemandesEffacementRoute)
  list() {
    return this.effacements.list();
  }

  @Endpoint(confirmErasureRoute)
  confirm(@CurrentUser() staff: SessionUser, @ValidParams() p: RouteParams<typeof confirmErasureRoute>) {
    return this.effacements.confirm(staff, p.id);
  }

  @Endpoint(refuseErasureRoute)
  refuse(
    @CurrentUser() staff: SessionUser,
    @ValidParams() p: RouteParams<typeof refuseErasureRoute>,
    @ValidBody() input: RouteBody<typeof refuseErasureRoute>,
  ) {
    return this.effacements.refuse(staff, p.id, input.motif);
  }

  @Endpoint(getRegistreRoute)
  registre() {
    return this.conservation.registre();
  }
}
