import type { ScreenMap } from './screens';

/** Screens of events, notifications and the home screen, by route name. */
export const evenementsScreens: ScreenMap = {
  notifications: () => import('../../features/notifications/components/notifications-page'),
  eventsingle: () => import('../../features/evenements/components/event-page'),
};
