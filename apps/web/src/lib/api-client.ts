import type { z } from 'zod';
import { ErrorCode, ErrorEnvelopeSchema, getCsrfTokenRoute, routePath, type ApiRoute, type RouteInput, type RouteResponse } from '@portail/contracts';
import { ApiError } from './api-error';
import { DEFAULT_ERROR_MESSAGE } from '../config/constants';
import { StorageKey } from '../config/storage-keys';
import { readStorage, writeStorage } from './storage';

export { ApiError, isApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  schema?: z.ZodType<T>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Statuses the caller handles itself: no /interdit redirect for them. */
  handledStatuses?: number[];
  signal?: AbortSignal;
}

interface ClientState {
  csrfToken: string | null;
  csrfRequest: Promise<string> | null;
  codeDossierCollaborateur: string | null;
  lastServerCall: number;
  onForbidden: () => void;
  fetchImpl: typeof fetch;
}

const defaultOnForbidden = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/interdit') {
    window.location.assign('/interdit');
  }
};

const state: ClientState = {
  csrfToken: null,
  csrfRequest: null,
  codeDossierCollaborateur: readStorage(StorageKey.codeDossierCollaborateur),
  lastServerCall: Date.now(),
  onForbidden: defaultOnForbidden,
  fetchImpl: (...args) => fetch(...args),
};

/** Test seam and app wiring: replace the fetch implementation or the 403 reaction. */
export function configureApiClient(options: Partial<Pick<ClientState, 'onForbidden' | 'fetchImpl'>>): void {
  Object.assign(state, options);
}

/** Time (ms since epoch) of the last answer from the server, for the inactivity watcher. */
export function getLastServerCall(): number {
  return state.lastServerCall;
}

/** The dossier a collaborator works on, sent as x-code-dossier with every call. */
export function getCodeDossierCollaborateur(): string | null {
  return state.codeDossierCollaborateur;
}

export function setCodeDossierCollaborateur(code: string | null): void {
  state.codeDossierCollaborateur = code;
  writeStorage(StorageKey.codeDossierCollaborateur, code);
}

/** The session changes on sign-in, and the CSRF token with it. */
export function resetCsrfToken(): void {
  state.csrfToken = null;
  state.csrfRequest = null;
}

async function fetchCsrfToken(): Promise<string> {
  if (state.csrfToken) return state.csrfToken;
  state.csrfRequest ??= call(getCsrfTokenRoute)
    .then(({ csrfToken }) => {
      state.csrfToken = csrfToken;
      return csrfToken;
    })
    .finally(() => {
      state.csrfRequest = null;
    });
  return state.csrfRequest;
}

/** The error of a failed answer: the server's envelope when the body is one, else a generic error of that status. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const parsed = ErrorEnvelopeSchema.safeParse(payload);
  if (parsed.success) return new ApiError(parsed.data);
  return new ApiError({
    statusCode: status,
    code: status === 404 ? ErrorCode.NotFound : ErrorCode.Internal,
    message: DEFAULT_ERROR_MESSAGE,
    displayable: false,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  return apiErrorFrom(response.status, payload);
}

/**
 * Headers of a state-changing call made outside `call` (an upload through XMLHttpRequest for its
 * progress): the collaborator's dossier and the CSRF token.
 */
export async function mutationHeaders(): Promise<Record<string, string>> {
  return { ...readHeaders(), 'x-csrf-token': await fetchCsrfToken() };
}

/** Headers of a read made outside `call` (a request started before the screen asks for it): the collaborator's dossier. */
export function readHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (state.codeDossierCollaborateur) headers['x-code-dossier'] = state.codeDossierCollaborateur;
  return headers;
}

/** Records an answer from the server received outside `call`, for the inactivity watcher. */
export function markServerCall(): void {
  state.lastServerCall = Date.now();
}

async function send(method: Method, path: string, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (state.codeDossierCollaborateur) headers['x-code-dossier'] = state.codeDossierCollaborateur;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') headers['x-csrf-token'] = await fetchCsrfToken();
  try {
    return await state.fetchImpl(path, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      statusCode: 0,
      code: 'RESEAU',
      message: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
      displayable: true,
    });
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response = await send(method, path, options);
  state.lastServerCall = Date.now();
  let error = response.ok ? null : await toApiError(response);

  if (error?.status === 403 && error.code === ErrorCode.CsrfInvalid && method !== 'GET') {
    resetCsrfToken();
    response = await send(method, path, options);
    state.lastServerCall = Date.now();
    error = response.ok ? null : await toApiError(response);
  }

  if (error) {
    const handled = options.handledStatuses?.includes(error.status) ?? false;
    if (error.status === 403 && error.code !== ErrorCode.CsrfInvalid && !handled) state.onForbidden();
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const invalid = () => new ApiError({ statusCode: response.status, code: 'REPONSE_INVALIDE', message: DEFAULT_ERROR_MESSAGE, displayable: false });
  let data: unknown;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw invalid();
  }
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export type CallOptions = Pick<RequestOptions<unknown>, 'headers' | 'handledStatuses' | 'signal'>;

type CallArgs<R extends ApiRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls an api route declared in the contracts: path built from its params, query and body sent as
 * declared, the answer parsed with its response schema.
 */
export function call<R extends ApiRoute>(route: R, ...[input, options]: CallArgs<R>): Promise<RouteResponse<R>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = withQuery(routePath(route, params), query);
  return request<RouteResponse<R>>(route.method.toUpperCase() as Method, path, {
    ...options,
    body,
    schema: route.response as z.ZodType<RouteResponse<R>> | undefined,
  });
}
