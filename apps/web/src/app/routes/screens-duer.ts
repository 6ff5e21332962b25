import type { ScreenMap } from './screens';

/** Screens of the DUER (issue 12), by route name, each in its own chunk. */
export const duerScreens: ScreenMap = {
  duermodule: () => import('../../features/duer/components/module/duer-module-page'),
};
