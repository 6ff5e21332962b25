import type { ScreenMap } from './screens';

/** Screens of appointments, contacts, news and content pages, by route name. */
export const rendezVousScreens: ScreenMap = {};
