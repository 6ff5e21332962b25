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
  updateModuleRoute,
} from '@portail/contracts';
import { CurrentDuer } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DuerContexte } from './duer-faits';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerModulesService } from './duer-modules.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerModulesController {
  constructor(private readonly modules: DuerModulesService) {}

  @Endpoint(getBaseModulesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseModulesRoute>, @ValidQuery() q: RouteQuery<typeof getBaseModulesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.bases(ctx, p.idCategorie, q);
  }

  @Endpoint(createModuleRoute, byDuer)
  create(@ValidParams() p: RouteParams<typeof createModuleRoute>, @ValidBody() body: RouteBody<typeof createModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.create(ctx, p.idCategorie, body);
  }

  @Endpoint(reorderModulesRoute, byDuer)
  reorder(
    @ValidParams() p: RouteParams<typeof reorderModulesRoute>,
    @ValidBody() body: RouteBody<typeof reorderModulesRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.modules.reorder(ctx, body.modulesAModifier);
  }

  @Endpoint(updateModuleRoute, byDuer)
  update(@ValidParams() p: RouteParams<typeof updateModuleRoute>, @ValidBody() body: RouteBody<typeof updateModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.update(ctx, p.idModule, body);
  }

  @Endpoint(deleteModuleRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.remove(ctx, p.idModule);
  }

  @Endpoint(copyModuleRoute, byDuer)
  copy(@ValidParams() p: RouteParams<typeof copyModuleRoute>, @ValidBody() body: RouteBody<typeof copyModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.copy(ctx, p.idModule, body.idDuerCategorie);
  }

  @Endpoint(forceModuleRoute, byDuer)
  force(@ValidParams() p: RouteParams<typeof forceModuleRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.modules.force(ctx, p.idModule);
  }
}
