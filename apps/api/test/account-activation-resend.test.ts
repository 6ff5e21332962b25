import { ACCOUNT_ENV, LUCAS, linkParam } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PWD = 'Garnier-Vallees-51';

async function registerLucas(): Promise<void> {
  const a = await agent(t.baseUrl);
  await a.http
    .post('/api/auth/register')
    .set('x-csrf-token', a.csrf)
    .send({ username: LUCAS.email, email: LUCAS.email, pwd: PWD, codeliaison: LUCAS.guid, codedossier: LUCAS.dossier })
    .expect(201);
  await smtp.waitFor(LUCAS.email, /Activez votre compte/);
}

it('tells the right password of a pending account that it awaits activation, and nothing to a wrong one', async () => {
  await registerLucas();
  const a = await agent(t.baseUrl);
  const wrong = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: LUCAS.email, password: 'mauvais' }).expect(401);
  const stranger = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'inconnu@exemple.fr', password: 'mauvais' }).expect(401);
  expect({ ...wrong.body, correlationId: '' }).toEqual({ ...stranger.body, correlationId: '' });
  // Nor can a stranger ask for the link: the resend acts only on the account whose password this session gave.
  const early = await a.http.post('/api/auth/resendActivation').set('x-csrf-token', a.csrf).send({}).expect(400);
  expect(early.body.message).toBe('Reconnectez-vous avec votre mot de passe pour demander un nouveau lien d’activation.');

  const pending = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: LUCAS.email, password: PWD }).expect(403);
  expectEnvelope(pending.body, 403, 'COMPTE_NON_ACTIVE');
  expect(pending.body.displayable).toBe(true);
  expect(pending.body.message).toMatch(/pas encore activé/);
  await a.http.get('/api/auth/authenticate').expect(401);
});

it('resends the link through the outbox after the right password; the new link activates, the old one is dead', async () => {
  const first = linkParam(await smtp.waitFor(LUCAS.email, /Activez votre compte/), /\/connexion/, 'activation');
  const a = await agent(t.baseUrl);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: LUCAS.email, password: PWD }).expect(403);
  const before = smtp.mails.length;
  const res = await a.http.post('/api/auth/resendActivation').set('x-csrf-token', a.csrf).send({}).expect(200);
  expect(res.body).toEqual({ message: 'Un nouveau lien d’activation vient de vous être envoyé par e-mail. Il remplace les précédents.' });
  const rows: { n: number }[] = await t.ds.query(`SELECT count(*)::int AS n FROM outbox WHERE job_id LIKE 'activation-%'`);
  expect(rows[0].n).toBe(2);
  const deadline = Date.now() + 15000;
  while (smtp.mails.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const second = linkParam(smtp.mails[smtp.mails.length - 1], /\/connexion/, 'activation');
  expect(second).not.toBe(first);

  const b = await agent(t.baseUrl);
  await b.http.post('/api/auth/activate').set('x-csrf-token', b.csrf).send({ token: first }).expect(400);
  await b.http.post('/api/auth/activate').set('x-csrf-token', b.csrf).send({ token: second }).expect(200);
  await b.http.post('/api/auth/login').set('x-csrf-token', b.csrf).send({ login: LUCAS.email, password: PWD }).expect(200);
});

it('limits the resends of one account', async () => {
  await t.ds.query(`UPDATE compte SET actif = false WHERE login = $1`, [LUCAS.email]);
  const a = await agent(t.baseUrl);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: LUCAS.email, password: PWD }).expect(403);
  // One resend was used above; the account gets three per hour.
  for (let i = 0; i < 2; i++) await a.http.post('/api/auth/resendActivation').set('x-csrf-token', a.csrf).send({}).expect(200);
  const blocked = await a.http.post('/api/auth/resendActivation').set('x-csrf-token', a.csrf).send({}).expect(429);
  expectEnvelope(blocked.body, 429, 'TROP_DE_TENTATIVES');
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
});
