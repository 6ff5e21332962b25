import type { ScreenMap } from './screens';

/** General assembly (issue 14), by route name. */
export const agScreens: ScreenMap = {
  ag: () => import('../../features/ag/components/ag-page'),
  'ag-resolutions': () => import('../../features/ag/components/ag-resolutions-page'),
};
