import { ErrorEnvelopeSchema } from '@portail/contracts';
import { apiRoutes } from '@portail/contracts/openapi';
import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * JSON Schema of a zod schema; the definitions of recursive schemas (a tree of categories) move to
 * components/schemas, since '#/$defs/...' would point at the root of the OpenAPI document.
 */
function toSchema(s: z.ZodType, components: Record<string, Json>): Json {
  const json = JSON.stringify(z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' })).replaceAll('"#/$defs/', '"#/components/schemas/');
  const { $defs, $schema: _dialect, ...rest } = JSON.parse(json) as Json & { $defs?: Record<string, Json> };
  Object.assign(components, $defs ?? {});
  return rest;
}

/** OpenAPI 3.1 document generated from the route list and zod schemas of the contracts. */
export function buildOpenApi(title: string): Json {
  const paths: Record<string, Json> = {};
  const schemas: Record<string, Json> = {};
  const schema = (s: z.ZodType): Json => toSchema(s, schemas);
  for (const route of apiRoutes) {
    const parameters: Json[] = [];
    for (const [where, s] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      if (!s) continue;
      const js = schema(s) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, prop] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
      }
    }
    const responses: Json = {
      default: { description: 'Erreur (enveloppe commune)', content: { 'application/json': { schema: schema(ErrorEnvelopeSchema) } } },
    };
    responses[String(route.status ?? 200)] = route.response
      ? { description: 'Succès', content: { 'application/json': { schema: schema(route.response) } } }
      : { description: 'Succès ou redirection' };
    paths[route.path] = {
      ...(paths[route.path] ?? {}),
      [route.method]: {
        tags: [route.tag],
        summary: route.summary,
        security: route.auth === 'public' ? [] : [{ session: [] }],
        parameters,
        ...(route.body
          ? { requestBody: { required: true, content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema: schema(route.body) } } } }
          : {}),
        ...(route.dossier ? { 'x-dossier': route.dossier } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} — API`, version: '1.0.0' },
    components: { schemas, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portail.sid' } } },
    paths,
  };
}
