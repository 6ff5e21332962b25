import { DuerVersion } from './duer-version.entity';
import { DuerVersionsController } from './duer-versions.controller';
import { DuerVersionsService } from './duer-versions.service';

/** Sealed DUER versions (issue 13): what duer.module.ts registers for them. DuerFeatureModule exports DuerVersionsService. */
export const DuerVersions = {
  entities: [DuerVersion],
  controllers: [DuerVersionsController],
  providers: [DuerVersionsService],
};
