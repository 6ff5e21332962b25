/** A call the screen made to the api, as a stub saw it. */
export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the stub answers: a status (200 unless told) and a JSON body; undefined leaves the call pending. */
export type StubAnswer = { status?: number; body?: unknown } | undefined;

/** An error envelope of the api, as `apiErrorFrom` reads it. */
export const apiError = (statusCode: number, code: string, message: string, issues?: { path: string; message: string }[]): StubAnswer => ({
  status: statusCode,
  body: { statusCode, code, message, displayable: true, issues, correlationId: 'test' },
});

/**
 * Replaces fetch with `answer`, the CSRF token served apart; returns the calls made (the token's excepted) so that a
 * test checks what the screen sent.
 */
export function stubApi(answer: (call: StubbedCall) => StubAnswer): StubbedCall[] {
  const calls: StubbedCall[] = [];
  global.fetch = ((url: string, init?: RequestInit) => {
    const call: StubbedCall = { method: init?.method ?? 'GET', path: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    const reply = call.path === '/api/auth/csrf' ? { body: { csrfToken: 't' } } : (calls.push(call), answer(call));
    if (!reply) return new Promise<Response>(() => undefined);
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => 'application/json' },
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text]),
    });
  }) as unknown as typeof fetch;
  return calls;
}
