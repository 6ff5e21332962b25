import { Controller } from '@nestjs/common';
import {
  copyModuleRoute,
  createModuleRoute,
  deleteModuleRoute,
  forceModuleRoute,
  getBaseModulesRoute,
  reorderModulesRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SessionUser,
  updateModuleRoute,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerModulesService } from './duer-modules.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerModulesController {
  constructor(private readonly modules: DuerModulesService) {}

  @Endpoint(getBaseModulesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseModulesRoute>, @ValidQuery() q: RouteQuery<typeof getBaseModulesRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.bases(user, p.idDuer, p.idCategorie, q);
  }

  @Endpoint(createModuleRoute, byDuer)
  create(@ValidParams() p: RouteParams<typeof createModuleRoute>, @ValidBody() body: RouteBody<typeof createModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.create(user, p.idDuer, p.idCategorie, body);
  }

  @Endpoint(reorderModulesRoute, byDuer)
  reorder(
    @ValidParams() p: RouteParams<typeof reorderModulesRoute>,
    @ValidBody() body: RouteBody<typeof reorderModulesRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.modules.reorder(user, p.idDuer, body.modulesAModifier);
  }

  @Endpoint(updateModuleRoute, byDuer)
  update(@ValidParams() p: RouteParams<typeof updateModuleRoute>, @ValidBody() body: RouteBody<typeof updateModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.update(user, p.idDuer, p.idModule, body);
  }

  @Endpoint(deleteModuleRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.remove(user, p.idDuer, p.idModule);
  }

  @Endpoint(copyModuleRoute, byDuer)
  copy(@ValidParams() p: RouteParams<typeof copyModuleRoute>, @ValidBody() body: RouteBody<typeof copyModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.copy(user, p.idDuer, p.idModule, body.idDuerCategorie);
  }

  @Endpoint(forceModuleRoute, byDuer)
  force(@ValidParams() p: RouteParams<typeof forceModuleRoute>, @CurrentUser() user: SessionUser) {
    return this.modules.force(user, p.idDuer, p.idModule);
  }
}
