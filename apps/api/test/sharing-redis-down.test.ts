import { startMailCatcher } from './mail-catcher';
import { startSecondPortal } from './second-portal';
import { comptable, GERANT, send } from './sharing-fixtures';
import { signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('records an invitation while Redis is down; its mail leaves once a worker reaches Redis', async () => {
  const g = await signIn(t.baseUrl, GERANT);
  const res = await send.post(g, '/api/droits/invitations', { mailInvite: 'sans.redis@exemple.fr', dossiers: [comptable('010001')] }).expect(200);
  const id = res.body.id as string;
  const [row] = await t.ds.query(`SELECT count(*)::int AS n FROM invitation WHERE email_invite = 'sans.redis@exemple.fr'`);
  expect(row.n).toBe(1);
  expect(await t.ds.query('SELECT job_id, dispatched_at FROM outbox')).toEqual([{ job_id: `invitation-${id}`, dispatched_at: null }]);

  const smtp = await startMailCatcher();
  const second = await startSecondPortal(t, { SMTP_URL: smtp.url }, { withWorker: true });
  try {
    const mail = await smtp.waitFor('sans.redis@exemple.fr', /Invitation à accéder/);
    expect(mail.text).toContain(`/invitation/${id}/`);
  } finally {
    await second.close();
    await smtp.close();
  }
});
