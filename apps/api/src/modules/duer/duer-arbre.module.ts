import { Module } from '@nestjs/common';
import { DuerCategoriesController } from './duer-categories.controller';
import { DuerContenuController } from './duer-contenu.controller';
import { DuerCoreModule } from './duer-core.module';
import { DuerIndexController } from './duer-index.controller';
import { DuerModulesController } from './duer-modules.controller';

/**
 * The routes of DUERs and their tree (units, modules, content). A module of their own: Nest binds routes module by
 * module, parents first, so DuerFeatureModule imports this one after DuerImpressionModule (POST
 * /api/duer/impression/categories must bind ahead of POST /api/duer/{idDuer}/categories).
 */
@Module({
  imports: [DuerCoreModule],
  controllers: [DuerIndexController, DuerCategoriesController, DuerModulesController, DuerContenuController],
})
export class DuerArbreModule {}
