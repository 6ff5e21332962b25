import type { ScreenMap } from './screens';

/** Screens of invitations and rights sharing, by route name. */
export const sharingScreens: ScreenMap = {};
