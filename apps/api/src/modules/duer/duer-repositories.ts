import { DuerBaseModulesRepository } from './duer-base-modules.repository';
import { DuerCategoriesRepository } from './duer-categories.repository';
import { DuerCopieRepository } from './duer-copie.repository';
import { DuerGroupesRepository } from './duer-groupes.repository';
import { DuerHistoriqueRepository } from './duer-historique.repository';
import { DuerModuleDetailRepository } from './duer-module-detail.repository';
import { DuerModulesRepository } from './duer-modules.repository';
import { DuerPictosRepository } from './duer-pictos.repository';
import { DuerRisquesRepository } from './duer-risques.repository';
import { DuerRepository } from './duer.repository';

/** The queries of the DUER's core (years, tree, base library), one repository per table family. */
export const DUER_CORE_REPOSITORIES = [
  DuerRepository,
  DuerCategoriesRepository,
  DuerModulesRepository,
  DuerBaseModulesRepository,
  DuerGroupesRepository,
  DuerRisquesRepository,
  DuerPictosRepository,
  DuerHistoriqueRepository,
  DuerModuleDetailRepository,
  DuerCopieRepository,
];
