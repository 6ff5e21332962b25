import { DuerInformationsGenerales } from './duer-informations-generales.entity';
import { DuerInformationsGeneralesService } from './duer-informations-generales.service';
import { DuerPageDeGarde } from './duer-page-de-garde.entity';
import { DuerPageDeGardeService } from './duer-page-de-garde.service';
import { DuerPagesTextesController } from './duer-pages-textes.controller';
import { DuerPreambuleController } from './duer-preambule.controller';
import { DuerPreambule, DuerPreambuleCategorie } from './duer-preambule.entity';
import { DuerPreambuleService } from './duer-preambule.service';
import { DuerTextesCopie } from './duer-textes-copie';

/** Preamble, general information and cover page: what duer.module.ts registers for them. */
export const DuerTextes = {
  entities: [DuerPreambule, DuerPreambuleCategorie, DuerInformationsGenerales, DuerPageDeGarde],
  controllers: [DuerPreambuleController, DuerPagesTextesController],
  providers: [DuerPreambuleService, DuerInformationsGeneralesService, DuerPageDeGardeService, DuerTextesCopie],
};
