import fs from 'node:fs';
import path from 'node:path';
import { RendezVousMessages, SharingMessages } from '@portail/contracts';
import { loadConfig } from '../src/config/app-config';
import { comptable, send } from './sharing-fixtures';
import { signInStaff } from './staff-sign-in';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ RDV_REQUESTS_PER_HOUR: '2', INVITATIONS_PER_HOUR: '2' });
});
afterAll(() => t.close());

const fields = { id: 'AG0101', raisonSociale: 'EARL des Coteaux de Vertus', codeDossier: '010001', reason: 'Bilan', tel: '0612345678' };
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const stored = () => {
  const list = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d) : []);
  return [...list(path.join(t.config.storage.filesDir, 'rendez-vous')), ...list(path.join(t.config.rendezVous.filesDir, '.partiels'))].sort();
};

function expectTooMany(res: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, message: string): void {
  expect(res.status).toBe(429);
  expectEnvelope(res.body, 429, 'TROP_DE_TENTATIVES');
  expect(res.body).toMatchObject({ message, displayable: true });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

it('defaults a real user never reaches: 10 appointment requests and 20 invitations per hour', () => {
  const config = loadConfig({});
  expect(config.rendezVous.requestsPerHour).toBe(10);
  expect(config.invitation.perHour).toBe(20);
  expect(() => loadConfig({ RDV_REQUESTS_PER_HOUR: '0' })).toThrow(/RDV_REQUESTS_PER_HOUR/);
  expect(() => loadConfig({ INVITATIONS_PER_HOUR: 'beaucoup' })).toThrow(/INVITATIONS_PER_HOUR/);
});

it('limits appointment requests per user and hour (every attempt counts), before a byte of the body is stored', async () => {
  const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const register = (f: Record<string, string>) => {
    let req = g.http.post('/api/appointments/register').query({ codeDossier: '010001' }).set('x-csrf-token', g.csrf);
    for (const [k, v] of Object.entries(f)) req = req.field(k, v);
    return req.attach('files[0]', PDF, 'bilan.pdf');
  };
  await register(fields).expect(200);
  await register({ ...fields, reason: '' }).expect(400);
  const before = stored();
  expectTooMany(await register(fields), RendezVousMessages.tropDeDemandes);
  await new Promise((r) => setTimeout(r, 200));
  expect(stored()).toEqual(before);
  expect(Number((await t.ds.query(`SELECT count(*)::int AS n FROM demande_rendez_vous WHERE motif = 'Bilan'`))[0].n)).toBe(1);

  // Another person keeps their own count.
  const staff = await signInStaff(t.baseUrl, 'sec.assistante');
  let other = staff.http.post('/api/appointments/register').set('x-csrf-token', staff.csrf).set('x-code-dossier', '010002');
  for (const [k, v] of Object.entries({ ...fields, codeDossier: '010002', raisonSociale: 'Champagne Lemaire Père et Fils' })) other = other.field(k, v);
  await other.expect(200);
});

it('limits invitations to share dossiers per user and hour', async () => {
  const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const invite = (mailInvite: string) => send.post(g, '/api/droits/invitations', { mailInvite, dossiers: [comptable('010001')] });
  await invite('premier.invite@exemple.fr').expect(200);
  await invite('second.invite@exemple.fr').expect(200);
  expectTooMany(await invite('troisieme.invite@exemple.fr'), SharingMessages.tropDInvitations);
  expect((await t.ds.query(`SELECT 1 FROM invitation WHERE email_invite = 'troisieme.invite@exemple.fr'`)).length).toBe(0);
});
