import type { ScreenMap } from './screens';

/** Screens of the tools catalogue and web shortcuts, by route name. */
export const outilsScreens: ScreenMap = {
  tools: () => import('../../features/outils/components/tools-page'),
  toolscategory: () => import('../../features/outils/components/tools-category-page'),
  tool: () => import('../../features/outils/components/tool-page'),
  shortcuts: () => import('../../features/outils/components/shortcuts-page'),
  shortcutedition: () => import('../../features/outils/components/shortcut-edit-page'),
};
