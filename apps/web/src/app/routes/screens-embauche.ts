import type { ScreenMap } from './screens';

/** The hiring-cost simulator (issue 10): its rules engine loads with this chunk, in a web worker. */
export const embaucheScreens: ScreenMap = {
  'simulateur-embauche': () => import('../../features/embauche/components/hiring-simulator-page'),
};
