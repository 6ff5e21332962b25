import type { ScreenMap } from './screens';

/** Service directory with callback requests (issue 14), by route name. */
export const annuaireScreens: ScreenMap = {
  'annuaire-services': () => import('../../features/annuaire/components/annuaire-page'),
  'annuaire-service': () => import('../../features/annuaire/components/service-page'),
};
