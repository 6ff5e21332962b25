import { ACCOUNT_ENV } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { writeGeoDatabases } from './support/geo-fixtures';
import { agent, startTestPortal, type TestPortal } from './test-app';
import { QA_PASSWORD } from '../../../seeds/ids';

// The tests call from loopback: with TRUST_PROXY=loopback they stand for the proxy in front, whose X-Forwarded-For is the client.
const geo = writeGeoDatabases();
let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', GEOIP_DATABASE: geo.city }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  geo.remove();
});

const LOGIN = 'associe@exemple.fr';

/** A new browser signing in from `address` (as the proxy says). */
async function signInFrom(address: string) {
  const a = await agent(t.baseUrl);
  a.http.set('X-Forwarded-For', address);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: LOGIN, password: QA_PASSWORD }).expect(200);
  return a.http;
}

type Listed = { courante: boolean; adresse: string | null; lieu: string | null };

it('shows each session’s approximate place, this session first, and mails the place of a new device', async () => {
  await signInFrom('192.0.2.44');
  await new Promise((r) => setTimeout(r, 20));
  const reims = await signInFrom('203.0.113.9');
  await new Promise((r) => setTimeout(r, 20));
  await signInFrom('198.51.100.20');
  await new Promise((r) => setTimeout(r, 20));
  await signInFrom('127.0.0.1');

  const list = (await reims.get('/api/compte/sessions').expect(200)).body as Listed[];
  expect(list.map(({ courante, adresse, lieu }) => ({ courante, adresse, lieu }))).toEqual([
    { courante: true, adresse: '203.0.113.9', lieu: 'Reims, France' },
    { courante: false, adresse: '127.0.0.1', lieu: null },
    { courante: false, adresse: '198.51.100.20', lieu: 'Bruxelles, Belgique' },
    { courante: false, adresse: '192.0.2.44', lieu: 'France' },
  ]);

  // The first browser of the account is not mailed; the three after it are.
  const newDevice = () => smtp.mails.filter((m) => m.to.includes(LOGIN) && /Nouvelle connexion/.test(m.subject)).map((m) => m.text);
  for (let i = 0; i < 150 && newDevice().length < 3; i++) await new Promise((r) => setTimeout(r, 100));
  expect(newDevice()).toHaveLength(3);
  const texts = newDevice().join('\n');
  expect(texts).toMatch(/Adresse : 203\.0\.113\.9 \(Reims, France\)\./);
  expect(texts).toMatch(/Adresse : 198\.51\.100\.20 \(Bruxelles, Belgique\)\./);
  expect(texts).toMatch(/Adresse : 127\.0\.0\.1\./);
});

it('refuses to start with a GEOIP_DATABASE that is not a MaxMind database', async () => {
  await expect(startTestPortal({ GEOIP_DATABASE: `${geo.dir}/absent.mmdb` })).rejects.toThrow(/GEOIP_DATABASE: .*absent\.mmdb illisible/);
  await expect(startTestPortal({ GEOIP_DATABASE: __filename })).rejects.toThrow(/GEOIP_DATABASE: .* n’est pas une base MaxMind/);
});
