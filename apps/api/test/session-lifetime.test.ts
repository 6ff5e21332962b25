import { setTimeout as sleep } from 'node:timers/promises';
import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';
import { QA_PASSWORD } from '../../../seeds/ids';

const LIFETIME_MS = 3000;

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SESSION_ABSOLUTE_HOURS: String(LIFETIME_MS / 3600_000) });
});
afterAll(() => t.close());

/** Signs in and returns the agent with the store id of its session (from the signed cookie `s:<sid>.<signature>`). */
async function signInWithSid(login: string) {
  const a = await agent(t.baseUrl);
  const res = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password: QA_PASSWORD }).expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('portail.sid='))!;
  const sid = /^portail\.sid=s%3A([^.]+)\./.exec(cookie)![1];
  return { ...a, sid, signedInAt: Date.now() };
}

const stored = async (sid: string) => ((await t.ds.query('SELECT sess FROM session WHERE sid = $1', [sid])) as { sess: Record<string, unknown> }[])[0]?.sess;

it('ends a session SESSION_ABSOLUTE_HOURS after sign-in however active it is: 401 and the session destroyed', async () => {
  const s = await signInWithSid('gerant.multi@exemple.fr');
  expect((await stored(s.sid))?.signedInAt).toEqual(expect.any(Number));
  await s.http.get('/api/auth/authenticate').expect(200);
  await sleep(LIFETIME_MS / 2);
  // Activity rolls the cookie, not the absolute limit.
  await s.http.get('/api/user/dossiers').expect(200);
  await sleep(s.signedInAt + LIFETIME_MS + 200 - Date.now());
  expectEnvelope((await s.http.get('/api/auth/authenticate').expect(401)).body, 401);
  expect(await stored(s.sid)).toBeUndefined();
  await s.http.get('/api/auth/authenticate').expect(401);
});

it('lets the user sign in again once the session has ended', async () => {
  const s = await signInWithSid('associe@exemple.fr');
  await sleep(LIFETIME_MS + 200);
  await s.http.get('/api/auth/authenticate').expect(401);
  const csrf = (await s.http.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
  await s.http.post('/api/auth/login').set('x-csrf-token', csrf).send({ login: 'associe@exemple.fr', password: QA_PASSWORD }).expect(200);
  await s.http.get('/api/auth/authenticate').expect(200);
});

it('starts the lifetime of a session opened before the rule at its next call', async () => {
  const s = await signInWithSid('particulier@exemple.fr');
  await t.ds.query(`UPDATE session SET sess = (sess::jsonb - 'signedInAt')::json WHERE sid = $1`, [s.sid]);
  await s.http.get('/api/auth/authenticate').expect(200);
  expect((await stored(s.sid))?.signedInAt).toEqual(expect.any(Number));
});

it('pushes the idle expiry back, store and cookie together, once the stored session is a minute old, not on every call', async () => {
  const s = await signInWithSid('gerant.multi@exemple.fr');
  const expire = async () => ((await t.ds.query('SELECT expire FROM session WHERE sid = $1', [s.sid])) as { expire: Date }[])[0].expire.getTime();
  const sidCookie = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('portail.sid='));

  // Within the minute: no write, no Set-Cookie.
  const before = await expire();
  expect(sidCookie(await s.http.get('/api/droits').expect(200))).toBeUndefined();
  expect(await expire()).toBe(before);

  // Saved 2 minutes ago: the next call saves it again, 24 h from now, and sends the cookie with that expiry.
  await t.ds.query(
    `UPDATE session SET expire = expire - interval '2 minutes',
       sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb(to_char((expire - interval '2 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::json
     WHERE sid = $1`,
    [s.sid],
  );
  const aged = await expire();
  const res = await s.http.get('/api/droits').expect(200);
  const cookie = sidCookie(res);
  expect(cookie).toBeDefined();
  const refreshed = await expire();
  expect(refreshed).toBeGreaterThan(aged + 60_000);
  expect(Math.abs(refreshed - (Date.now() + 24 * 3600_000))).toBeLessThan(10_000);
  expect(Math.abs(new Date(/Expires=([^;]+)/.exec(cookie!)![1]).getTime() - refreshed)).toBeLessThan(2_000);
  // And quiet again for the next minute.
  expect(sidCookie(await s.http.get('/api/droits').expect(200))).toBeUndefined();
});
