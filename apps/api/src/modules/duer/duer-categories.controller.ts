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
  type SessionUser,
  updateCategorieRoute,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { DuerCategoriesService } from './duer-categories.service';
import { DuerDossierResolver } from './duer-dossier.resolver';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerCategoriesController {
  constructor(private readonly categories: DuerCategoriesService) {}

  @Endpoint(getBaseCategoriesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseCategoriesRoute>, @CurrentUser() user: SessionUser) {
    return this.categories.bases(user, p.idDuer);
  }

  @Endpoint(createCategorieRoute, byDuer)
  create(
    @ValidParams() p: RouteParams<typeof createCategorieRoute>,
    @ValidBody() body: RouteBody<typeof createCategorieRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.categories.create(user, p.idDuer, body);
  }

  @Endpoint(reorderCategoriesRoute, byDuer)
  reorder(
    @ValidParams() p: RouteParams<typeof reorderCategoriesRoute>,
    @ValidBody() body: RouteBody<typeof reorderCategoriesRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.categories.reorder(user, p.idDuer, body.categoriesAModifier);
  }

  @Endpoint(getCategorieRoute, byDuer)
  detail(@ValidParams() p: RouteParams<typeof getCategorieRoute>, @CurrentUser() user: SessionUser) {
    return this.categories.detail(user, p.idDuer, p.idCategorie);
  }

  @Endpoint(copyCategorieRoute, byDuer)
  copy(@ValidParams() p: RouteParams<typeof copyCategorieRoute>, @ValidBody() body: RouteBody<typeof copyCategorieRoute>, @CurrentUser() user: SessionUser) {
    return this.categories.copy(user, p.idDuer, p.idCategorie, body.nom);
  }

  @Endpoint(updateCategorieRoute, byDuer)
  rename(
    @ValidParams() p: RouteParams<typeof updateCategorieRoute>,
    @ValidBody() body: RouteBody<typeof updateCategorieRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.categories.rename(user, p.idDuer, p.idCategorie, body.nom);
  }

  @Endpoint(deleteCategorieRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteCategorieRoute>, @CurrentUser() user: SessionUser) {
    return this.categories.remove(user, p.idDuer, p.idCategorie);
  }
}
