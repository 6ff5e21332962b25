import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import type { ApiRoute } from '@portail/contracts';
import { apiRoutes } from '@portail/contracts/openapi';
import { nestPath, ROUTE_CONTRACT } from '../src/common/endpoint.decorator';
import { controllerMethods } from './support/controller-methods';
import { startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

interface Handler {
  where: string;
  method: string;
  path: string;
  contract?: ApiRoute;
}

function nestHandlers(): Handler[] {
  const handlers: Handler[] = [];
  for (const { where, handler } of controllerMethods(t.portal.app)) {
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
    if (path === undefined) continue;
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
    handlers.push({ where, method, path, contract: Reflect.getMetadata(ROUTE_CONTRACT, handler) as ApiRoute | undefined });
  }
  return handlers;
}

it('binds every controller method to a contract route with the same method and path', () => {
  const unbound = nestHandlers().filter((h) => !h.contract || h.contract.method !== h.method || nestPath(h.contract) !== h.path.replace(/^\//, ''));
  expect(unbound.map((h) => h.where)).toEqual([]);
});

it('serves every contract route exactly once', () => {
  const bound = nestHandlers().map((h) => h.contract);
  const missing = apiRoutes.filter((r) => bound.filter((b) => b === r).length !== 1).map((r) => `${r.method} ${r.path}`);
  expect(missing).toEqual([]);
  expect(new Set(apiRoutes.map((r) => `${r.method} ${r.path}`)).size).toBe(apiRoutes.length);
});

it('has no api route outside the contracts except the OpenAPI document', () => {
  const server = t.portal.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const declared = new Set(apiRoutes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
  const served = server.router.stack
    .filter((layer) => layer.route?.path.startsWith('/api'))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m} ${layer.route!.path}`));
  expect(served.length).toBeGreaterThan(apiRoutes.length);
  expect(served.filter((route) => !declared.has(route) && route !== 'get /api/docs/openapi.json')).toEqual([]);
});
