import { logoutRoute, routePath, startOidcRoute } from '@portail/contracts';

/** Browser navigations to the api (not fetch calls): sign-out and staff sign-in. */
export const LOGOUT_URL = routePath(logoutRoute);
export const OIDC_LOGIN_URL = routePath(startOidcRoute);
