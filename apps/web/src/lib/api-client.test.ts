import { z } from 'zod';
import { defineRoute, getLoginAdRoute } from '@portail/contracts';
import { ApiError, call, configureApiClient, getLastServerCall, resetCsrfToken, setCodeDossierCollaborateur } from './api-client';
import { presentError } from './error-handler';

const route = { tag: 'test', summary: 'test', auth: 'session' } as const;
const readRoute = defineRoute({ ...route, method: 'get', path: '/api/x' });
const itemRoute = defineRoute({
  ...route,
  method: 'get',
  path: '/api/items/{code}',
  params: z.object({ code: z.string() }),
  query: z.object({ limit: z.number().optional(), tri: z.string().optional() }),
  response: z.object({ login: z.string() }),
});
const writeRoute = defineRoute({ ...route, method: 'post', path: '/api/x', response: z.object({ ok: z.boolean() }) });
const putRoute = defineRoute({ ...route, method: 'put', path: '/api/user/dossierFavoris/{codeDossier}', params: z.object({ codeDossier: z.string() }) });
const loginRoute = defineRoute({ ...route, method: 'post', path: '/api/auth/login', body: z.object({ login: z.string(), password: z.string() }) });

type Sent = { url: string; init: RequestInit };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const envelope = (statusCode: number, code: string, message: string, displayable = true) => ({
  statusCode,
  code,
  message,
  displayable,
  correlationId: 'corr-1',
});

function mockServer(handler: (sent: Sent) => Response) {
  const calls: Sent[] = [];
  configureApiClient({
    fetchImpl: async (input, init) => {
      const sent = { url: String(input), init: init ?? {} };
      calls.push(sent);
      return handler(sent);
    },
  });
  return calls;
}

const header = (sent: Sent | undefined, name: string) => (sent?.init.headers as Record<string, string>)[name];

let onForbidden: jest.Mock;

beforeEach(() => {
  resetCsrfToken();
  setCodeDossierCollaborateur(null);
  onForbidden = jest.fn();
  configureApiClient({ onForbidden });
});

describe('call', () => {
  it('sends cookies, parses the answer with the route schema and records the call time', async () => {
    const calls = mockServer(() => json(200, { login: 'jdupont' }));
    const before = Date.now();
    const body = await call(getLoginAdRoute);
    expect(body).toEqual({ login: 'jdupont' });
    expect(calls[0]?.url).toBe('/api/droits/getLoginAD');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'x-csrf-token')).toBeUndefined();
    expect(getLastServerCall()).toBeGreaterThanOrEqual(before);
  });

  it('fetches the CSRF token once and sends it on every write', async () => {
    const calls = mockServer(({ url }) => (url === '/api/auth/csrf' ? json(200, { csrfToken: 'tok-1' }) : json(200, {})));
    await call(putRoute, { params: { codeDossier: '100001' } });
    await call(loginRoute, { body: { login: 'a', password: 'b' } });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf', '/api/user/dossierFavoris/100001', '/api/auth/login']);
    expect(header(calls[1], 'x-csrf-token')).toBe('tok-1');
    expect(header(calls[2], 'x-csrf-token')).toBe('tok-1');
    expect(header(calls[2], 'Content-Type')).toBe('application/json');
    expect(calls[2]?.init.body).toBe(JSON.stringify({ login: 'a', password: 'b' }));
  });

  it('refetches the token and retries once on CSRF_INVALIDE, without going to /interdit', async () => {
    let token = 0;
    let writes = 0;
    const calls = mockServer(({ url }) => {
      if (url === '/api/auth/csrf') return json(200, { csrfToken: `tok-${++token}` });
      writes += 1;
      return writes === 1 ? json(403, envelope(403, 'CSRF_INVALIDE', 'La session a expiré.')) : json(200, { ok: true });
    });
    await expect(call(writeRoute)).resolves.toEqual({ ok: true });
    expect(header(calls[3], 'x-csrf-token')).toBe('tok-2');
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('gives up after one CSRF retry', async () => {
    mockServer(({ url }) => (url === '/api/auth/csrf' ? json(200, { csrfToken: 't' }) : json(403, envelope(403, 'CSRF_INVALIDE', 'Expiré'))));
    await expect(call(writeRoute)).rejects.toMatchObject({ status: 403, code: 'CSRF_INVALIDE' });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('sends the browser to /interdit on any other 403', async () => {
    mockServer(() => json(403, envelope(403, 'INTERDIT', "Vous n'avez pas accès à ce dossier.")));
    await expect(call(readRoute)).rejects.toBeInstanceOf(ApiError);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('lets a caller handle a status itself', async () => {
    mockServer(() => json(404, envelope(404, 'INTROUVABLE', 'Ressource introuvable.')));
    await expect(call(readRoute, {}, { handledStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    mockServer(() => json(403, envelope(403, 'INTERDIT', 'Non')));
    await expect(call(readRoute, {}, { handledStatuses: [403] })).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('turns the error envelope into an ApiError', async () => {
    mockServer(() => json(401, envelope(401, 'IDENTIFIANTS_INVALIDES', 'Identifiant ou mot de passe incorrect.')));
    const error = await call(readRoute).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'IDENTIFIANTS_INVALIDES',
      message: 'Identifiant ou mot de passe incorrect.',
      displayable: true,
      correlationId: 'corr-1',
    });
  });

  it('falls back to the generic message when the body is not an envelope', async () => {
    mockServer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(readRoute)).rejects.toMatchObject({
      status: 502,
      message: "Une erreur interne s'est produite",
      displayable: false,
    });
  });

  it('rejects an answer that does not match its schema', async () => {
    mockServer(() => json(200, { login: 42 }));
    await expect(call(itemRoute, { params: { code: 'a' } })).rejects.toMatchObject({
      code: 'REPONSE_INVALIDE',
    });
  });

  it('reports an unreachable server in French', async () => {
    configureApiClient({ fetchImpl: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(call(readRoute)).rejects.toMatchObject({ status: 0, displayable: true });
  });

  it('builds the path from the params and the query string from the query, encoded', async () => {
    const calls = mockServer(() => json(200, { login: 'x' }));
    await call(itemRoute, { params: { code: 'a/b é' }, query: { limit: 3, tri: undefined } });
    await call(itemRoute, { params: { code: 'c' } });
    expect(calls.map((c) => c.url)).toEqual(['/api/items/a%2Fb%20%C3%A9?limit=3', '/api/items/c']);
  });

  it('sends x-code-dossier once a collaborator picked a dossier', async () => {
    const calls = mockServer(() => json(200, []));
    await call(readRoute);
    setCodeDossierCollaborateur('200001');
    await call(readRoute);
    expect(header(calls[0], 'x-code-dossier')).toBeUndefined();
    expect(header(calls[1], 'x-code-dossier')).toBe('200001');
  });
});

describe('presentError (generic handler, spec 01 §8)', () => {
  it('opens a dialog for a displayable message', () => {
    const error = new ApiError(envelope(429, 'TROP_DE_TENTATIVES', 'Trop de tentatives.'));
    expect(presentError(error)).toEqual({ kind: 'dialog', message: 'Trop de tentatives.' });
  });

  it('flashes the caller message or the default one otherwise', () => {
    const internal = new ApiError(envelope(500, 'ERREUR_INTERNE', 'boom', false));
    expect(presentError(internal)).toEqual({ kind: 'flash', message: "Une erreur interne s'est produite" });
    expect(presentError(new Error('x'), 'Une erreur est survenue lors du chargement des contacts.')).toEqual({
      kind: 'flash',
      message: 'Une erreur est survenue lors du chargement des contacts.',
    });
  });

  it('stays silent on a 403, already sent to /interdit', () => {
    expect(presentError(new ApiError(envelope(403, 'INTERDIT', 'Non')))).toEqual({ kind: 'none' });
  });
});
