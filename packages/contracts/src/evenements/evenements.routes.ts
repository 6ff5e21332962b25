import type { ApiRoute } from '../api-route';

/** Api paths of events, notifications and the home screen (issue 4). */
export const evenementsRoutes: ApiRoute[] = [];
