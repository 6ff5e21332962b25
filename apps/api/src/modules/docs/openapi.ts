import { apiRoutes, ErrorEnvelopeSchema } from '@portail/contracts';
import { z } from 'zod';

type Json = Record<string, unknown>;

const schema = (s: z.ZodType): Json => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;

/** OpenAPI 3.1 document generated from the route list and zod schemas of the contracts. */
export function buildOpenApi(title: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of apiRoutes) {
    const parameters: Json[] = [];
    for (const [where, s] of [['path', route.params], ['query', route.query]] as const) {
      if (!s) continue;
      const js = schema(s) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, prop] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
      }
    }
    const responses: Json = {
      default: { description: 'Erreur (enveloppe commune)', content: { 'application/json': { schema: schema(ErrorEnvelopeSchema) } } },
    };
    responses['200'] = route.response
      ? { description: 'Succès', content: { 'application/json': { schema: schema(route.response) } } }
      : { description: 'Succès ou redirection' };
    paths[route.path] = {
      ...(paths[route.path] ?? {}),
      [route.method]: {
        tags: [route.tag],
        summary: route.summary,
        security: route.auth === 'public' ? [] : [{ session: [] }],
        parameters,
        ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body) } } } } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} — API`, version: '1.0.0' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portail.sid' } } },
    paths,
  };
}
