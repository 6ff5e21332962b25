import { Controller } from '@nestjs/common';
import {
  addPreambuleCategorieRoute,
  deletePreambuleCategorieRoute,
  getPreambuleCategoriesRoute,
  getPreambuleRoute,
  type RouteBody,
  type RouteParams,
  savePreambuleRoute,
  updatePreambuleCategorieRoute,
} from '@portail/contracts';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerPreambuleService } from './duer-preambule.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerPreambuleController {
  constructor(private readonly preambule: DuerPreambuleService) {}

  @Endpoint(getPreambuleRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getPreambuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.preambule.get(ctx);
  }

  @Endpoint(savePreambuleRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePreambuleRoute>, @ValidBody() body: RouteBody<typeof savePreambuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.preambule.save(ctx, body);
  }

  @Endpoint(getPreambuleCategoriesRoute, byDuer)
  categories(@ValidParams() p: RouteParams<typeof getPreambuleCategoriesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.preambule.categories(ctx);
  }

  @Endpoint(addPreambuleCategorieRoute, byDuer)
  add(
    @ValidParams() p: RouteParams<typeof addPreambuleCategorieRoute>,
    @ValidBody() body: RouteBody<typeof addPreambuleCategorieRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.preambule.add(ctx, body);
  }

  @Endpoint(updatePreambuleCategorieRoute, byDuer)
  update(
    @ValidParams() p: RouteParams<typeof updatePreambuleCategorieRoute>,
    @ValidBody() body: RouteBody<typeof updatePreambuleCategorieRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.preambule.update(ctx, p.idCategorie, body);
  }

  @Endpoint(deletePreambuleCategorieRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deletePreambuleCategorieRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.preambule.remove(ctx, p.idCategorie);
  }
}
