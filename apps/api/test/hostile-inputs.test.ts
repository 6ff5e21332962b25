import type { ApiRoute } from '@portail/contracts';
import { apiRoutes } from '@portail/contracts/openapi';
import type request from 'supertest';
import {
  DIRECTION_CONTROL,
  hostileBodies,
  type HostileCall,
  hostileParamSets,
  hostileQueries,
  hostileTextCalls,
  LONE_SURROGATE,
  NUL_TEXT,
  queryString,
  urlEncode,
  validBody,
  validQuery,
} from './hostile-values';
import { signInStaff } from './staff-sign-in';
import { agent, signIn, startTestPortal, type TestPortal } from './test-app';

// Calls every route of the contracts several times: minutes on a loaded machine, not a hang.
jest.setTimeout(180_000);

let t: TestPortal;
beforeAll(async () => {
  // Every attempt at an appointment request counts: the sweeps send more than the hourly 10.
  t = await startTestPortal({ RDV_REQUESTS_PER_HOUR: '1000' });
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof agent>>;

const DOSSIER = '010001';
const REGISTER = `/api/appointments/register?codeDossier=${DOSSIER}`;

it('starts the hostile bodies from bodies the contracts accept, so that each hostile field is the only fault', () => {
  const refused = apiRoutes.filter((r) => r.body && !r.body.safeParse(validBody(r)).success).map((r) => `${r.method} ${r.path}`);
  expect(refused).toEqual([]);
});

const signedInClients = async (): Promise<Record<ApiRoute['auth'], Client>> => ({
  public: await agent(t.baseUrl),
  session: await signIn(t.baseUrl, 'gerant.multi@exemple.fr'),
  staff: await signInStaff(t.baseUrl, 'ce.conseiller'),
});

/** One call of a route: path parameters and query encoded by hand (a lone surrogate as the bytes a careless client sends). */
function call(client: Client, route: ApiRoute, { params, query, body }: Omit<HostileCall, 'label'>): request.Test {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => urlEncode(params[name] ?? ''));
  let req = client.http[route.method](url).set('x-csrf-token', client.csrf).set('x-code-dossier', DOSSIER);
  if (query) req = req.query(queryString(query));
  if (body !== undefined) req = route.multipart ? multipartFields(req, body) : req.send(body as object);
  return req;
}

/** Whether a route's schemas refuse a call (one of its path, query or body fails). */
const refused = (route: ApiRoute, c: HostileCall) =>
  (['params', 'query', 'body'] as const).some((part) => {
    const value = part === 'params' ? c.params : c[part];
    return route[part] !== undefined && value !== undefined && !route[part].safeParse(value).success;
  });

it('refuses a lone surrogate and a direction control in every string of every contract, routes the callers below cannot reach included', () => {
  const accepted = apiRoutes.flatMap((route) =>
    [LONE_SURROGATE, DIRECTION_CONTROL].flatMap((text) =>
      hostileTextCalls(route, text)
        .filter((c) => !refused(route, c))
        .map((c) => `${route.method} ${route.path} ${c.label} ${JSON.stringify(text)}`),
    ),
  );
  expect(accepted).toEqual([]);
});

/** Every route of the contracts with a path, query or body, called with a NUL byte in each string and 2^31 in each number. */
it('answers no hostile input with a 5xx', async () => {
  const clients = await signedInClients();
  const failures: string[] = [];
  let sent = 0;
  for (const route of apiRoutes) {
    const client = clients[route.auth];
    const send = async (label: string, params: Record<string, string>, query: Record<string, unknown> | undefined, body: unknown) => {
      const res = await call(client, route, { params, query, body });
      sent++;
      if (res.status >= 500) failures.push(`${route.method} ${route.path} ${label}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    for (const { label, params } of hostileParamSets(route)) await send(label, params, undefined, undefined);
    const params = hostileParamSets(route).at(0)?.valid ?? {};
    for (const { label, query } of hostileQueries(route)) await send(label, params, query, undefined);
    if (route.method !== 'get') for (const { label, body } of hostileBodies(route)) await send(label, params, validQuery(route), body);
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(apiRoutes.length);
});

/**
 * Issue 30 item 3: a lone surrogate (a JSON escape in bodies, bytes that are not UTF-8 in URLs, U+FFFD once a
 * form encodes it) and a direction control in each string of each route: 400. A route that refuses the
 * caller before reading the input (guard, missing dossier) answers the NUL byte in the same place alike.
 */
it('refuses a lone surrogate and a direction control in every string with 400', async () => {
  const clients = await signedInClients();
  const failures: string[] = [];
  let sent = 0;
  for (const route of apiRoutes) {
    const client = clients[route.auth];
    const nul = hostileTextCalls(route, NUL_TEXT);
    for (const [name, text] of [['lone surrogate', LONE_SURROGATE] as const, ['direction control', DIRECTION_CONTROL] as const]) {
      for (const [i, c] of hostileTextCalls(route, text).entries()) {
        const res = await call(client, route, c);
        sent++;
        if (res.status === 400) continue;
        if (res.status > 400 && res.status < 500 && res.status !== 429 && (await call(client, route, nul[i]!)).status === res.status) continue;
        failures.push(`${route.method} ${route.path} ${c.label} (${name}): ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(apiRoutes.length);
}, 300_000);

function multipartFields(req: request.Test, body: unknown): request.Test {
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) req = req.field(name, typeof value === 'string' ? value : JSON.stringify(value));
  return req;
}

describe('malformed multipart', () => {
  let g: Client;
  beforeAll(async () => {
    g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  });

  it('answers 400 in the envelope to a multipart without boundary', async () => {
    const res = await g.http.post(REGISTER).set('x-csrf-token', g.csrf).set('content-type', 'multipart/form-data').send('--x\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', displayable: true });
  });

  it('answers 400 in the envelope to a truncated multipart', async () => {
    const truncated =
      '--b\r\nContent-Disposition: form-data; name="reason"\r\n\r\nMotif\r\n--b\r\nContent-Disposition: form-data; name="files[0]"; filename="a.pdf"\r\n\r\n%PDF-1.4';
    const res = await g.http.post(REGISTER).set('x-csrf-token', g.csrf).set('content-type', 'multipart/form-data; boundary=b').send(truncated);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', displayable: true });
  });

  it('answers no 5xx to a file name with a NUL byte', async () => {
    const res = await g.http
      .post(REGISTER)
      .set('x-csrf-token', g.csrf)
      .field({ id: 'AG0101', codeDossier: DOSSIER, reason: 'Motif', tel: '0612345678' })
      .attach('files[0]', Buffer.from('%PDF-1.4\n%%EOF\n'), 'a\u0000b.pdf');
    expect(res.status).toBeLessThan(500);
  });

  it('answers 400 in the envelope to a JSON body that does not parse', async () => {
    const res = await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).set('content-type', 'application/json').send('{"id":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('refuses a NUL byte at sign-in with a French message', async () => {
    const a = await agent(t.baseUrl);
    const signed = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'a\u0000b', password: 'x' });
    expect(signed.status).toBe(400);
    expect(signed.body.issues).toEqual([{ path: 'login', message: 'Ce champ contient des caractères non autorisés.' }]);
  });
});
