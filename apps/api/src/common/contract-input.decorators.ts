import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRoute } from '@portail/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppException } from './app.exception';
import { ROUTE_CONTRACT } from './endpoint.decorator';

type Part = 'params' | 'query' | 'body';

/** Parses a request part with a schema; failures become the 400 envelope with French issues. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw AppException.validation(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

function contractPart(part: Part) {
  return createParamDecorator((_: unknown, ctx: ExecutionContext) => {
    const route = Reflect.getMetadata(ROUTE_CONTRACT, ctx.getHandler()) as ApiRoute | undefined;
    const schema = route?.[part];
    if (!schema) throw new Error(`La route ${route?.path ?? ctx.getHandler().name} ne déclare pas de ${part}`);
    return parseInput(schema, ctx.switchToHttp().getRequest<Request>()[part]);
  })();
}

/**
 * The request's path params, query or body validated by the schemas of the route bound with
 * `@Endpoint` (they run after the guard and the interceptors, so an upload is parsed first).
 */
export const ValidParams = () => contractPart('params');
export const ValidQuery = () => contractPart('query');
export const ValidBody = () => contractPart('body');
