import type { ScreenMap } from './screens';

/** Screens of the figures area (issue 10), by route name; the chart loads on demand. */
export const chiffresScreens: ScreenMap = {
  stats: () => import('../../features/chiffres/components/stats-page'),
  stat: () => import('../../features/chiffres/components/stat-page'),
};
