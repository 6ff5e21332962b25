import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../src/config/app-config';
import { createApp, type PortalApp } from '../src/create-app';
import { identifiantId } from '../../../seeds/identifiants';
import { freePort, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/** The portal's own log lines (level trace) while passwords are sent, refused, failed on and revealed: none holds one. */
let t: TestPortal;
let portal: PortalApp;
let baseUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestPortal();
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: t.config.database.url!,
    SERVE_WEB: 'false',
    REDIS_URL: t.config.redisUrl,
    QUEUE_PREFIX: `${t.config.queuePrefix}-logs`,
    RATE_LIMIT_PREFIX: t.config.rateLimitPrefix,
    DATA_DIR: t.config.dataDir,
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  portal = await createApp(config, t.config.database.url!, pino({ level: 'trace' }, sink));
  await portal.app.listen(port, '127.0.0.1');
});
afterAll(async () => {
  await portal.close();
  await t.close();
});

it('never logs a password: creation, refusal, server failure, change and reveal', async () => {
  const SECRET = 'Journal-Secret-4d2c';
  const g = await signIn(baseUrl, 'gerant.multi@exemple.fr');
  const post = (body: object) => g.http.post('/api/identifiants/010003').set('x-csrf-token', g.csrf).send(body);
  const created = await post({ titre: 'URSSAF', nomUtilisateur: 'u', motDePasse: SECRET }).expect(201);
  await post({ titre: '', nomUtilisateur: 'u', motDePasse: SECRET }).expect(400);
  await post({ titre: 'x', nomUtilisateur: 'u', motDePasse: SECRET, confirmationMotDePasse: SECRET }).expect(400);
  await t.ds.query(`ALTER TABLE identifiant_journal ADD CONSTRAINT test_refus_logs CHECK (titre <> 'Refusé') NOT VALID`);
  try {
    await post({ titre: 'Refusé', nomUtilisateur: 'u', motDePasse: SECRET }).expect(500);
  } finally {
    await t.ds.query(`ALTER TABLE identifiant_journal DROP CONSTRAINT test_refus_logs`);
  }
  await g.http
    .put('/api/identifiants/010003')
    .set('x-csrf-token', g.csrf)
    .send({ id: created.body.id, titre: 'URSSAF', nomUtilisateur: 'u', motDePasse: `${SECRET}-2` })
    .expect(200);
  const staff = await signInStaff(baseUrl, 'ce.conseiller');
  const revealed = await staff.http.post(`/api/identifiants/010003/${created.body.id}/reveler`).set('x-csrf-token', staff.csrf).expect(200);
  expect(revealed.body.motDePasse).toBe(`${SECRET}-2`);
  await staff.http
    .post(`/api/identifiants/010001/${identifiantId('010001', 1)}/reveler`)
    .set('x-csrf-token', staff.csrf)
    .expect(200);
  await new Promise((r) => setTimeout(r, 300));
  const all = lines.join('');
  expect(all).toContain('Erreur non gérée');
  expect(all).toContain('/api/identifiants/010003');
  expect(all).not.toContain(SECRET);
  expect(all).not.toContain('Impots-QA-010001');
});
