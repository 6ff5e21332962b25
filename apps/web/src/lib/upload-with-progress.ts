import type { z } from 'zod';
import { ErrorCode, routePath, type ApiRoute, type RouteResponse } from '@portail/contracts';
import { ApiError } from './api-error';
import { DEFAULT_ERROR_MESSAGE } from '../config/constants';
import { apiErrorFrom, markServerCall, mutationHeaders, resetCsrfToken, withQuery } from './api-client';

interface UploadInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body: FormData;
}

interface UploadOptions {
  /** Share of the request body sent so far, 0 to 100. */
  onProgress?: (percentage: number) => void;
  signal?: AbortSignal;
}

const networkError = () =>
  new ApiError({ statusCode: 0, code: 'RESEAU', message: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.', displayable: true });

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return null;
  }
}

function sendOnce(method: string, url: string, body: FormData, options: UploadOptions): Promise<{ status: number; payload: unknown }> {
  return mutationHeaders().then(
    (headers) =>
      new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        xhr.withCredentials = true;
        for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        };
        xhr.onload = () => {
          markServerCall();
          resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
        };
        xhr.onerror = () => reject(networkError());
        xhr.onabort = () => reject(new DOMException('Envoi interrompu', 'AbortError'));
        options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      }),
  );
}

/**
 * A multipart call to a declared route through XMLHttpRequest, whose `upload.onprogress` gives a real
 * progress (fetch has none for request bodies). Same envelope handling as `call`: a failed answer
 * rejects with the server's ApiError (status, code, displayable message), a stale CSRF token is renewed
 * once, the answer is checked against the route's response schema.
 */
export async function uploadWithProgress<R extends ApiRoute>(route: R, input: UploadInput, options: UploadOptions = {}): Promise<RouteResponse<R>> {
  const url = withQuery(routePath(route, input.params), input.query);
  const method = route.method.toUpperCase();
  let answer = await sendOnce(method, url, input.body, options);
  if (answer.status === 403 && apiErrorFrom(403, answer.payload).code === ErrorCode.CsrfInvalid) {
    resetCsrfToken();
    answer = await sendOnce(method, url, input.body, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw apiErrorFrom(answer.status, answer.payload);
  const schema = route.response as z.ZodType<RouteResponse<R>> | undefined;
  if (!schema) return answer.payload as RouteResponse<R>;
  const parsed = schema.safeParse(answer.payload);
  if (!parsed.success) throw new ApiError({ statusCode: answer.status, code: 'REPONSE_INVALIDE', message: DEFAULT_ERROR_MESSAGE, displayable: false });
  return parsed.data;
}
