import fs from 'node:fs';
import { rdvId } from '../../../seeds/ids';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('answers 503 when the mails cannot be queued, and changes nothing (edit, cancel, request)', async () => {
  const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const id = rdvId('010001', 1);
  const edit = await g.http.post('/api/appointments/edit').set('x-csrf-token', g.csrf).send({ id, reason: 'Sans Redis', email: 'a@exemple.fr' }).expect(503);
  expectEnvelope(edit.body, 503, 'SERVICE_INDISPONIBLE');
  await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id }).expect(503);
  expect((await t.ds.query('SELECT motif, annule_le FROM rendez_vous WHERE id = $1', [id]))[0]).toEqual({ motif: 'Préparer la clôture de l’exercice', annule_le: null });
  const request = await g.http
    .post('/api/appointments/register')
    .query({ codeDossier: '010001' })
    .set('x-csrf-token', g.csrf)
    .field('id', 'AG0101')
    .field('codeDossier', '010001')
    .field('reason', 'Sans Redis')
    .field('email', 'a@exemple.fr')
    .attach('files[0]', Buffer.from('contenu'), 'piece.txt')
    .expect(503);
  expect(request.body.displayable).toBe(true);
  expect((await t.ds.query('SELECT count(*)::int AS n FROM demande_rendez_vous'))[0].n).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
  expect(fs.existsSync(t.config.rendezVous.filesDir) ? fs.readdirSync(t.config.rendezVous.filesDir) : []).toEqual([]);
});
