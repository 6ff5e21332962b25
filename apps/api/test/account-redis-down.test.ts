import { ACCOUNT_ENV, LUCAS, solveCaptcha } from './account-support';
import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ ...ACCOUNT_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('answers 503 to a registration whose mail cannot be queued, and writes nothing', async () => {
  const a = await agent(t.baseUrl);
  const body = { username: LUCAS.email, email: LUCAS.email, pwd: 'Garnier-Vallees-51', codeliaison: LUCAS.guid, codedossier: LUCAS.dossier };
  const res = await a.http.post('/api/auth/register').set('x-csrf-token', a.csrf).send(body).expect(503);
  expectEnvelope(res.body, 503, 'SERVICE_INDISPONIBLE');
  expect(res.body.displayable).toBe(true);
  expect(await t.ds.query('SELECT 1 FROM compte WHERE guid_personne = $1', [LUCAS.guid])).toHaveLength(0);
  expect(await t.ds.query('SELECT 1 FROM compte_jeton')).toHaveLength(0);
});

it('answers the same 503 to every forgotten-password request, account or not', async () => {
  const a = await agent(t.baseUrl);
  for (const username of ['particulier@exemple.fr', 'personne@exemple.fr']) {
    const altcha = await solveCaptcha(a.http);
    const res = await a.http.post('/api/auth/pwdforgot').set('x-csrf-token', a.csrf).send({ username, altcha }).expect(503);
    expect(res.body.message).toMatch(/momentanément indisponible/);
  }
});
