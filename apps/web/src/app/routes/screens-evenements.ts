import type { ScreenMap } from './screens';

/** Screens of events, notifications and the home screen, by route name. */
export const evenementsScreens: ScreenMap = {};
