import type { ScreenMap } from './screens';

/** Screens of the loan simulator (issue 10), by route name; recharts stays in their chunks. */
export const empruntsScreens: ScreenMap = {
  'simulateur-emprunt': () => import('../../features/emprunts/components/emprunts-page'),
  'ajout-emprunt': () => import('../../features/emprunts/components/emprunt-form-page'),
  'edit-emprunt': () => import('../../features/emprunts/components/emprunt-form-page'),
};
