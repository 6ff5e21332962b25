import { rdvId } from '../../../seeds/ids';
import { startMailCatcher } from './mail-catcher';
import { startSecondPortal } from './second-portal';
import { signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('edits, cancels and requests appointments while Redis is down; the mails leave once a worker reaches Redis', async () => {
  const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const id = rdvId('010001', 1);
  await g.http.post('/api/appointments/edit').set('x-csrf-token', g.csrf).send({ id, reason: 'Sans Redis', email: 'a@exemple.fr' }).expect(200);
  await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id }).expect(200);
  expect((await t.ds.query('SELECT motif, annule_le IS NOT NULL AS annule FROM rendez_vous WHERE id = $1', [id]))[0]).toEqual({
    motif: 'Sans Redis',
    annule: true,
  });
  const request = await g.http
    .post('/api/appointments/register')
    .query({ codeDossier: '010001' })
    .set('x-csrf-token', g.csrf)
    .field('id', 'AG0101')
    .field('codeDossier', '010001')
    .field('reason', 'Sans Redis')
    .field('email', 'a@exemple.fr')
    .attach('files[0]', Buffer.from('contenu'), 'piece.txt')
    .expect(200);
  const demande = request.body.id as string;
  expect((await t.ds.query('SELECT count(*)::int AS n FROM demande_rendez_vous'))[0].n).toBe(1);
  const pending: { job_id: string }[] = await t.ds.query('SELECT job_id FROM outbox WHERE dispatched_at IS NULL');
  expect(pending.map((r) => r.job_id)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(`^rdv-modification-${id}-`),
      `rdv-annulation-${id}`,
      `rdv-demande-${demande}-conseiller`,
      `rdv-demande-${demande}-client`,
    ]),
  );

  const smtp = await startMailCatcher();
  const second = await startSecondPortal(t, { SMTP_URL: smtp.url }, { withWorker: true });
  try {
    await smtp.waitFor('', /Modification du rendez-vous/);
    await smtp.waitFor('', /Annulation du rendez-vous/);
    expect((await smtp.waitFor('', /Demande de rendez-vous/)).attachments).toEqual([{ filename: 'piece.txt', size: 7, contentType: 'text/plain' }]);
    await smtp.waitFor('a@exemple.fr', /bien été envoyée/);
  } finally {
    await second.close();
    await smtp.close();
  }
});
