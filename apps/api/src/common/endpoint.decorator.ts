import { applyDecorators, Delete, Get, HttpCode, Post, Put, SetMetadata } from '@nestjs/common';
import type { ApiRoute } from '@portail/contracts';
import { DossierAccess, type DossierAccessOptions, Public, StaffOnly } from './access.decorators';

import { ROUTE_CONTRACT } from './route-contract';

export { ROUTE_CONTRACT };

const METHODS = { get: Get, post: Post, put: Put, delete: Delete } as const;

/** `/api/events/{id}` → `events/:id` (the global prefix adds `/api`). */
export function nestPath(route: Pick<ApiRoute, 'path'>): string {
  return route.path.replace(/^\/api\/?/, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Binds a controller method to its contract route: method, path, status, who may call it (public,
 * staff, dossier access and modules, a DUER route's rights); in tests, ResponseContractInterceptor checks the response against the contract.
 * `access` adds what only the api knows (a resolver finding the dossier of a resource).
 */
export function Endpoint(route: ApiRoute, access: Pick<DossierAccessOptions, 'resolver'> = {}) {
  const decorators = [METHODS[route.method](nestPath(route)), HttpCode(route.status ?? 200), SetMetadata(ROUTE_CONTRACT, route)];
  if (route.auth === 'public') decorators.push(Public());
  if (route.auth === 'staff') decorators.push(StaffOnly());
  if (route.dossier || access.resolver)
    decorators.push(DossierAccess({ ...route.dossier, modules: route.dossier?.modules ? [...route.dossier.modules] : undefined, ...access }));
  return applyDecorators(...decorators);
}
