import type { ScreenMap } from './screens';

/** Screens of the crop rotation and its yield map (issue 11), by route name, each in its own chunk. */
export const assolementScreens: ScreenMap = {
  assolement: () => import('../../features/assolement/components/assolement-page'),
  assolementedition: () => import('../../features/assolement/components/culture-edit-page'),
  rendementcarto: () => {
    void import('../../features/rendement/api/prefetch-carte').then((m) => m.prefetchCarte());
    return import('../../features/rendement/components/rendement-page');
  },
};
