import type { z } from 'zod';

/**
 * Requests started when the map's chunk loads, before the app has read the session and rights: the zones and the
 * averages then travel while the app starts (bench:map). A plain fetch, so a refusal (signed out, no module) is
 * silent here: the query then makes its ordinary call, with the api client's handling.
 */
const started = new Map<string, Promise<unknown>>();

export function prefetch(path: string): void {
  if (started.has(path)) return;
  const answer = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' }).then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(String(r.status))),
  );
  answer.catch(() => undefined);
  started.set(path, answer);
}

/** The prefetched answer of `path` once (valid against the route's schema), else the ordinary call. */
export function takePrefetched<T>(path: string, schema: z.ZodType<T>, ordinary: () => Promise<T>): Promise<T> {
  const answer = started.get(path);
  if (!answer) return ordinary();
  started.delete(path);
  return answer.then((data) => schema.parse(data)).catch(ordinary);
}
