/** Api-only entry (`@portail/contracts/openapi`): the list of every route, for the OpenAPI document and the route tests. */
export { apiRoutes } from './api-routes';
