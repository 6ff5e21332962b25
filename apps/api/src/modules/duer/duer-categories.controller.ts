import { Controller } from '@nestjs/common';
import {
  copyCategorieRoute,
  createCategorieRoute,
  deleteCategorieRoute,
  getBaseCategoriesRoute,
  getCategorieRoute,
  reorderCategoriesRoute,
  type RouteBody,
  type RouteParams,
  updateCategorieRoute,
} from '@portail/contracts';
import { CurrentDuer } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DuerContexte } from './duer-faits';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerDossierResolver } from './duer-dossier.resolver';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerCategoriesController {
  constructor(private readonly categories: DuerCategoriesService) {}

  @Endpoint(getBaseCategoriesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseCategoriesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.categories.bases(ctx);
  }

  @Endpoint(createCategorieRoute, byDuer)
  create(
    @ValidParams() p: RouteParams<typeof createCategorieRoute>,
    @ValidBody() body: RouteBody<typeof createCategorieRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.categories.create(ctx, body);
  }

  @Endpoint(reorderCategoriesRoute, byDuer)
  reorder(
    @ValidParams() p: RouteParams<typeof reorderCategoriesRoute>,
    @ValidBody() body: RouteBody<typeof reorderCategoriesRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.categories.reorder(ctx, body.categoriesAModifier);
  }

  @Endpoint(getCategorieRoute, byDuer)
  detail(@ValidParams() p: RouteParams<typeof getCategorieRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.categories.detail(ctx, p.idCategorie);
  }

  @Endpoint(copyCategorieRoute, byDuer)
  copy(@ValidParams() p: RouteParams<typeof copyCategorieRoute>, @ValidBody() body: RouteBody<typeof copyCategorieRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.categories.copy(ctx, p.idCategorie, body.nom);
  }

  @Endpoint(updateCategorieRoute, byDuer)
  rename(
    @ValidParams() p: RouteParams<typeof updateCategorieRoute>,
    @ValidBody() body: RouteBody<typeof updateCategorieRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.categories.rename(ctx, p.idCategorie, body.nom);
  }

  @Endpoint(deleteCategorieRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteCategorieRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.categories.remove(ctx, p.idCategorie);
  }
}
