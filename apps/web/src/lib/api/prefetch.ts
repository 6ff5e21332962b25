import type { z } from 'zod';
import { markServerCall, readHeaders } from '../api-client';

/**
 * Reads started before the screen asks for them (a signed-in screen reloaded: the session and rights travel while
 * its chunks load; the yield map's zones): a plain fetch, so a refusal (signed out, no module) is silent here and the
 * query then makes its ordinary call, with the api client's handling. An answer is taken once, within `MAX_AGE_MS`.
 */
const MAX_AGE_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

export function prefetch(path: string): void {
  const current = started.get(path);
  if (current && Date.now() - current.at < MAX_AGE_MS) return;
  const answer = fetch(path, { headers: readHeaders(), credentials: 'include' }).then((r) => {
    if (!r.ok) return Promise.reject(new Error(String(r.status)));
    markServerCall();
    return r.json();
  });
  answer.catch(() => undefined);
  started.set(path, { at: Date.now(), answer });
}

/** The prefetched answer of `path` once (valid against the route's schema), else the ordinary call. */
export function takePrefetched<T>(path: string, schema: z.ZodType<T>, ordinary: () => Promise<T>): Promise<T> {
  const entry = started.get(path);
  started.delete(path);
  if (!entry || Date.now() - entry.at >= MAX_AGE_MS) return ordinary();
  return entry.answer.then((data) => schema.parse(data)).catch(ordinary);
}
