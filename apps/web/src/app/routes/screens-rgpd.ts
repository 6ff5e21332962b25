import type { ScreenMap } from './screens';

/** The member's « Mes données » and the staff's RGPD requests and register (issue 33 §3), by route name. */
export const rgpdScreens: ScreenMap = {
  mesDonnees: () => import('../../features/rgpd/components/mes-donnees-page'),
  rgpdDemandes: () => import('../../features/rgpd/components/demandes-page'),
  rgpdRegistre: () => import('../../features/rgpd/components/registre-page'),
};
