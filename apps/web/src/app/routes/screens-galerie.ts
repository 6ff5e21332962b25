import type { ScreenMap } from './screens';

/** One Day gallery and the staff 'Contenus' screen (issue 14), by route name. */
export const galerieScreens: ScreenMap = {
  'oneday-galerie': () => import('../../features/galerie/components/galerie-page'),
  contenus: () => import('../../features/contenus/components/contenus-page'),
};
