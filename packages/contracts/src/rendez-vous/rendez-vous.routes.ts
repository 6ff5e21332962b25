import type { ApiRoute } from '../api-route';

/** Api paths of appointments, contacts, news and content pages (issue 4). */
export const rendezVousRoutes: ApiRoute[] = [];
