import { createHmac } from 'node:crypto';
import request from 'supertest';
import { PERSONNE } from '../../../seeds/ids';
import { agent, startTestPortal, type TestPortal } from './test-app';

const SECRET = 'un-secret-de-session-pour-ce-test';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SESSION_SECRET: SECRET });
});
afterAll(() => t.close());

const signed = (sid: string) => `portail.sid=${encodeURIComponent(`s:${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '')}`)}`;
const sessionCookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).filter((c) => c.startsWith('portail.sid='));
const count = async () => ((await t.ds.query('SELECT count(*)::int AS n FROM "session"')) as { n: number }[])[0].n;

it('stores nothing and sends no cookie for a call that puts nothing in its session', async () => {
  const before = await count();
  const res = await request(t.baseUrl).get('/api/theme').expect(200);
  expect(sessionCookies(res)).toEqual([]);
  expect(await count()).toBe(before);
});

it('reads a session written by express-session (its cookie copy in the data), then stores it without that copy', async () => {
  const sid = 'session-ecrite-par-express-session-0001';
  const sess = {
    cookie: { originalMaxAge: 86_400_000, expires: new Date(Date.now() + 86_400_000).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
    user: { guidPersonne: PERSONNE.associe, login: 'associe@exemple.fr', nom: 'Martin', prenom: 'Claire', typeUtilisateur: 'member' },
    signedInAt: Date.now(),
    csrfToken: 'jeton-csrf-de-cette-session-00000000',
  };
  await t.ds.query(`INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, now() + interval '1 day')`, [sid, JSON.stringify(sess)]);
  const res = await request(t.baseUrl).get('/api/auth/authenticate').set('cookie', signed(sid)).expect(200);
  expect(res.body.guidPersonne).toBe(PERSONNE.associe);
  const [{ sess: stored }] = (await t.ds.query('SELECT sess FROM "session" WHERE sid = $1', [sid])) as { sess: Record<string, unknown> }[];
  expect(stored.cookie).toBeUndefined();
  expect(stored.user).toEqual(sess.user);
});

it('never adopts an id it did not issue: a forged or unknown session id gets a new one once the session holds data', async () => {
  const forged = 'identifiant-choisi-par-un-attaquant-0001';
  const res = await request(t.baseUrl).get('/api/auth/csrf').set('cookie', signed(forged)).expect(200);
  const [cookie] = sessionCookies(res);
  expect(cookie).toBeDefined();
  expect(cookie).not.toContain(forged);
  expect(await t.ds.query('SELECT 1 FROM "session" WHERE sid = $1', [forged])).toEqual([]);
});

it('writes the session before the answer leaves: the next call sees what the previous one stored', async () => {
  const a = await agent(t.baseUrl);
  const again = await a.http.get('/api/auth/csrf').expect(200);
  expect(again.body.csrfToken).toBe(a.csrf);
  expect(sessionCookies(again)).toEqual([]);
});

it('ends the session at sign-out: removed from the store, the cookie no longer signs anyone in', async () => {
  const a = await agent(t.baseUrl);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'associe@exemple.fr', password: 'Portail-QA-2026!' }).expect(200);
  const before = await count();
  await a.http.get('/api/auth/logout').expect(302);
  expect(await count()).toBe(before - 1);
  await a.http.get('/api/auth/authenticate').expect(401);
});
