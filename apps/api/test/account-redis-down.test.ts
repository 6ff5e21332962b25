import { PasswordResetMessages } from '@portail/contracts';
import { ACCOUNT_ENV, LUCAS, solveCaptcha } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { startSecondPortal } from './second-portal';
import { agent, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ ...ACCOUNT_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

const pending = async (prefix: string): Promise<number> =>
  (await t.ds.query(`SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL AND job_id LIKE $1`, [`${prefix}-%`]))[0].n;

it('registers and answers forgotten-password requests while Redis is down; the mails leave once a worker reaches Redis', async () => {
  const a = await agent(t.baseUrl);
  const body = { username: LUCAS.email, email: LUCAS.email, pwd: 'Garnier-Vallees-51', codeliaison: LUCAS.guid, codedossier: LUCAS.dossier };
  await a.http.post('/api/auth/register').set('x-csrf-token', a.csrf).send(body).expect(201);
  expect(await t.ds.query('SELECT actif FROM compte WHERE guid_personne = $1', [LUCAS.guid])).toEqual([{ actif: false }]);
  expect(await pending('activation')).toBe(1);

  // The same answer, account or not; the link is issued after the answer.
  for (const username of ['particulier@exemple.fr', 'personne@exemple.fr']) {
    const altcha = await solveCaptcha(a.http);
    const res = await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username, altcha }).expect(200);
    expect(res.body.message).toBe(PasswordResetMessages.sent);
  }
  const deadline = Date.now() + 5000;
  while ((await pending('reinitialisation')) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await pending('reinitialisation')).toBe(1);

  const smtp = await startMailCatcher();
  const second = await startSecondPortal(t, { SMTP_URL: smtp.url }, { withWorker: true });
  try {
    await smtp.waitFor(LUCAS.email, /Activez votre compte/);
    await smtp.waitFor('particulier@exemple.fr', /Changement de votre mot de passe/);
    expect(smtp.mails).toHaveLength(2);
  } finally {
    await second.close();
    await smtp.close();
  }
});
