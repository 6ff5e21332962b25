import type { ScreenMap } from './screens';

/** Screens of registration, password reset and the account area, by route name. */
export const accountScreens: ScreenMap = {};
