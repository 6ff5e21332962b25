import type TestAgent from 'supertest/lib/agent';
import { totpCodeAt } from '../src/modules/securite/totp';
import { agent, freshCsrf } from './test-app';
import { QA_PASSWORD } from '../../../seeds/ids';

export type Caller = { http: TestAgent; csrf: string };

/** Waits, if needed, until the current 30 s step has at least 8 s left: a sequence of codes then stays in one step. */
export async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 8_000) await new Promise((r) => setTimeout(r, left + 200));
}

/** The code `steps` steps away from now (0: the current one). */
export const codeAt = (secret: string, steps = 0) => totpCodeAt(secret, Date.now() + steps * 30_000);

/** Signs in with the password; the answer (200, or 401 with the second step asked) is returned with the client. */
export async function passwordStep(baseUrl: string, login: string, existing?: Caller) {
  const a = existing ?? (await agent(baseUrl));
  const csrf = existing ? await freshCsrf(a.http) : a.csrf;
  const res = await a.http.post('/api/auth/login').set('x-csrf-token', csrf).send({ login, password: QA_PASSWORD });
  return { caller: { http: a.http, csrf }, res };
}

/** Sets the second factor up from the account area of a signed-in caller; returns the key and the recovery codes. */
export async function setUpTotp(caller: Caller): Promise<{ secret: string; codes: string[] }> {
  await awayFromStepEdge();
  const setup = await caller.http.post('/api/compte/double-authentification/configuration').set('x-csrf-token', caller.csrf).expect(200);
  const secret = setup.body.secret as string;
  const res = await caller.http
    .post('/api/compte/double-authentification/activation')
    .set('x-csrf-token', caller.csrf)
    .send({ code: codeAt(secret) })
    .expect(200);
  return { secret, codes: res.body.codesSecours as string[] };
}
