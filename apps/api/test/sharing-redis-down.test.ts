import { comptable, GERANT, send } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('answers 503 to an invitation whose mail cannot be queued, and writes nothing', async () => {
  const g = await signIn(t.baseUrl, GERANT);
  const res = await send.post(g, '/api/droits/invitations', { mailInvite: 'sans.redis@exemple.fr', dossiers: [comptable('010001')] }).expect(503);
  expectEnvelope(res.body, 503, 'SERVICE_INDISPONIBLE');
  expect(res.body.displayable).toBe(true);
  const [row] = await t.ds.query(`SELECT count(*)::int AS n FROM invitation WHERE email_invite = 'sans.redis@exemple.fr'`);
  expect(row.n).toBe(0);
});
