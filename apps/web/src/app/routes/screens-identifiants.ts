import type { ScreenMap } from './screens';

/** Shared credentials vault (issue 15), by route name. */
export const identifiantsScreens: ScreenMap = {
  motsDePasse: () => import('../../features/identifiants/components/identifiants-page'),
};
