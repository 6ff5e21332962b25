import { Controller } from '@nestjs/common';
import {
  addPreambuleCategorieRoute,
  deletePreambuleCategorieRoute,
  getPreambuleCategoriesRoute,
  getPreambuleRoute,
  type RouteBody,
  type RouteParams,
  savePreambuleRoute,
  type SessionUser,
  updatePreambuleCategorieRoute,
} from '@portail/contracts';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerPreambuleService } from './duer-preambule.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerPreambuleController {
  constructor(private readonly preambule: DuerPreambuleService) {}

  @Endpoint(getPreambuleRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getPreambuleRoute>, @CurrentUser() user: SessionUser) {
    return this.preambule.get(user, p.idDuer);
  }

  @Endpoint(savePreambuleRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePreambuleRoute>, @ValidBody() body: RouteBody<typeof savePreambuleRoute>, @CurrentUser() user: SessionUser) {
    return this.preambule.save(user, p.idDuer, body);
  }

  @Endpoint(getPreambuleCategoriesRoute, byDuer)
  categories(@ValidParams() p: RouteParams<typeof getPreambuleCategoriesRoute>, @CurrentUser() user: SessionUser) {
    return this.preambule.categories(user, p.idDuer);
  }

  @Endpoint(addPreambuleCategorieRoute, byDuer)
  add(
    @ValidParams() p: RouteParams<typeof addPreambuleCategorieRoute>,
    @ValidBody() body: RouteBody<typeof addPreambuleCategorieRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.preambule.add(user, p.idDuer, body);
  }

  @Endpoint(updatePreambuleCategorieRoute, byDuer)
  update(
    @ValidParams() p: RouteParams<typeof updatePreambuleCategorieRoute>,
    @ValidBody() body: RouteBody<typeof updatePreambuleCategorieRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.preambule.update(user, p.idDuer, p.idCategorie, body);
  }

  @Endpoint(deletePreambuleCategorieRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deletePreambuleCategorieRoute>, @CurrentUser() user: SessionUser) {
    return this.preambule.remove(user, p.idDuer, p.idCategorie);
  }
}
