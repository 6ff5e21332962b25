import { PERSONNE } from '../../../seeds/ids';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { startSecondPortal, type SecondPortal } from './second-portal';
import { signInStaff } from './staff-sign-in';

/** Two api instances on one database, as two replicas behind a load balancer. */
let t: TestPortal;
let second: SecondPortal;
let secondUrl: string;

beforeAll(async () => {
  t = await startTestPortal();
  second = await startSecondPortal(t, { REDIS_URL: t.config.redisUrl }, { listen: true });
  secondUrl = second.baseUrl;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const personOnDossier = `/api/droits/gerant/${PERSONNE.testeur}/010001`;

it('a droit removed by a gérant through one instance is refused by the other on its next call', async () => {
  const testeur = await signIn(secondUrl, 'testeur@exemple.fr');
  await testeur.http.get(personOnDossier).expect(200);
  expect((await testeur.http.get('/api/droits').expect(200)).body.data.dossiers.map((d: { codeDossier: string }) => d.codeDossier)).toEqual(['010001']);

  const gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  await gerant.http.delete(`/api/droits/010001/${PERSONNE.testeur}`).set('x-csrf-token', gerant.csrf).expect(200);

  expectEnvelope((await testeur.http.get(personOnDossier).expect(403)).body, 403, 'INTERDIT');
  expect((await testeur.http.get('/api/droits').expect(200)).body.data.dossiers).toEqual([]);
});

it('refuses a deactivated account on its next call (401) and destroys its session', async () => {
  const associe = await signIn(secondUrl, 'associe@exemple.fr');
  await associe.http.get('/api/droits').expect(200);
  await t.ds.query(`UPDATE compte SET actif = false WHERE guid_personne = $1`, [PERSONNE.associe]);
  expectEnvelope((await associe.http.get('/api/droits').expect(401)).body, 401);
  await t.ds.query(`UPDATE compte SET actif = true WHERE guid_personne = $1`, [PERSONNE.associe]);
  await associe.http.get('/api/droits').expect(401);
  const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM "session" WHERE sess->'user'->>'guidPersonne' = $1`, [PERSONNE.associe]);
  expect(count).toBe(0);
});

it('refuses a deactivated collaborator on its next call', async () => {
  // Passport strategies are process-wide: the last instance started owns the staff sign-in.
  const staff = await signInStaff(secondUrl, 'sec.assistante');
  await staff.http.get('/api/droits').expect(200);
  await t.ds.query(`UPDATE collaborateur SET actif = false WHERE login_ad = 'sec.assistante'`);
  expectEnvelope((await staff.http.get('/api/droits').expect(401)).body, 401);
});
