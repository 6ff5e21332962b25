import type { ApiRoute } from '../api-route';

/** Api paths of invitations and rights sharing. */
export const sharingRoutes: ApiRoute[] = [];
