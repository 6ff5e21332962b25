import type { ScreenMap } from './screens';

/** 'Ma facturation' (issue 15, billing). */
export const abonnementScreens: ScreenMap = {
  'abonnement-dossier': () => import('../../features/abonnement/components/abonnement-page'),
};
