import request from 'supertest';
import { signInStaff } from './staff-sign-in';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signIn>>;

const communication = (overrides: Record<string, unknown> = {}) => ({
  telephone: '0326001122',
  indicatifTelephone: 74,
  portable: '',
  indicatifPortable: null,
  emailPrincipal: 'contact@lemaire.exemple.fr',
  emailFacturation: '',
  ...overrides,
});
const put = (s: Session, code: string, body: unknown, status: number) =>
  s.http
    .put(`/api/user/communication/${code}`)
    .set('x-csrf-token', s.csrf)
    .send(body as object)
    .expect(status);

describe('GET /api/user', () => {
  it('gives the account fields of spec 02 §3', async () => {
    const s = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expect((await s.http.get('/api/user').expect(200)).body).toMatchObject({
      id: '0b000000-0000-4000-8000-000000000001',
      mail: 'gerant.multi@exemple.fr',
      tel: '03 26 52 10 20',
      port: '06 12 34 56 78',
      adresse: '12 rue des Vignes, 51130 Vertus',
      canalPrefere: 'mail',
      preferences: { sendMailWhenNotify: true },
    });
  });
});

describe('POST /api/user/preferences', () => {
  it('401 anonymous, 400 with the envelope on bad input', async () => {
    const a = await agent(t.baseUrl);
    await a.http.post('/api/user/preferences').set('x-csrf-token', a.csrf).send({ sendMailWhenNotify: false }).expect(401);
    const s = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expectEnvelope(
      (await s.http.post('/api/user/preferences').set('x-csrf-token', s.csrf).send({ sendMailWhenNotify: 'oui' }).expect(400)).body,
      400,
      'VALIDATION',
    );
  });

  it('saves the notification preference', async () => {
    const s = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expect((await s.http.post('/api/user/preferences').set('x-csrf-token', s.csrf).send({ sendMailWhenNotify: false }).expect(200)).body).toEqual({
      sendMailWhenNotify: false,
    });
    expect((await s.http.get('/api/user').expect(200)).body.preferences).toEqual({ sendMailWhenNotify: false });
  });
});

describe('GET /api/user/pays', () => {
  it('401 anonymous', async () => {
    await request(t.baseUrl).get('/api/user/pays').expect(401);
  });

  it('lists the countries in French order with France as id 74', async () => {
    const s = await signIn(t.baseUrl, 'associe@exemple.fr');
    const pays = (await s.http.get('/api/user/pays').expect(200)).body as { id: number; libelle: string; indicatif: string }[];
    expect(pays.find((p) => p.id === 74)).toEqual({ id: 74, code: 'FR', libelle: 'France', indicatif: '+33' });
    expect(pays[0].libelle).toBe('Algérie');
    expect(pays.findIndex((p) => p.libelle === 'États-Unis')).toBeLessThan(pays.findIndex((p) => p.libelle === 'Finlande'));
  });
});

describe('GET /api/user/communications', () => {
  it('401 anonymous', async () => {
    await request(t.baseUrl).get('/api/user/communications').expect(401);
  });

  it('gives each dossier of the member with the authors of the last changes; only the gérant may edit', async () => {
    const s = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const list = (await s.http.get('/api/user/communications').expect(200)).body as Record<string, unknown>[];
    expect(list.map((c) => [c.codeDossier, c.modifiable])).toEqual([
      ['010002', true],
      ['010001', true],
      ['010003', true],
      ['010004', false],
    ]);
    expect(list[1]).toMatchObject({
      telephone: '0326512345',
      indicatifTelephone: 74,
      emailPrincipal: 'contact@coteaux-vertus.exemple.fr',
      modifications: {
        telephone: { dateModification: '2026-09-14T08:30:00.000Z', userModification: 'Claire Martin', agentModification: null },
        emailFacturation: { userModification: null, agentModification: 'Julie Bernard' },
        portable: null,
      },
    });
    expect(list[0]).toMatchObject({ telephone: null, indicatifTelephone: 74, indicatifPortable: 74 });
  });

  it('is empty for a collaborator', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect((await staff.http.get('/api/user/communications').expect(200)).body).toEqual([]);
  });
});

describe('PUT /api/user/communication/{codeDossier}', () => {
  it('401 anonymous', async () => {
    const a = await agent(t.baseUrl);
    await a.http.put('/api/user/communication/010002').set('x-csrf-token', a.csrf).send({ codeDossier: '010002', communication: communication() }).expect(401);
  });

  it('403 on another person’s dossier and for a member who is not gérant', async () => {
    const s = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await put(s, '010016', { codeDossier: '010016', communication: communication() }, 403)).body, 403, 'INTERDIT');
    await put(s, '010004', { codeDossier: '010004', communication: communication() }, 403);
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    await staff.http
      .put('/api/user/communication/010001')
      .set('x-csrf-token', staff.csrf)
      .send({ codeDossier: '010001', communication: communication() })
      .expect(403);
  });

  it('400 with the messages of spec 02 §5', async () => {
    const s = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const message = async (c: Record<string, unknown>) =>
      (await put(s, '010002', { codeDossier: '010002', communication: communication(c) }, 400)).body.message as string;
    expect(await message({ telephone: '12345' })).toBe('Le numéro de téléphone doit contenir entre 6 et 10 chiffres');
    expect(await message({ telephone: '03 26 00 11' })).toBe('Le numéro de téléphone doit contenir entre 6 et 10 chiffres');
    expect(await message({ portable: '06123456789' })).toBe('Le numéro de téléphone portable doit contenir entre 6 et 10 chiffres');
    expect(await message({ emailPrincipal: 'pas-un-mail' })).toBe("L'email principal est invalide");
    expect(await message({ emailPrincipal: `${'a'.repeat(60)}@exemple.fr` })).toBe("L'email principal est invalide");
    expect(await message({ emailFacturation: 'x@' })).toBe("L'email de facturation est invalide");
    expect(await message({ indicatifTelephone: 9999 })).toBe('Le pays choisi pour l’indicatif est inconnu.');
    const mismatch = await put(s, '010002', { codeDossier: '010001', communication: communication() }, 400);
    expectEnvelope(mismatch.body, 400, 'VALIDATION');
  });

  it('saves, records who changed which field, and leaves unchanged fields alone', async () => {
    const s = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const long = `${'b'.repeat(240)}@exemple.fr`;
    const saved = (
      await put(
        s,
        '010001',
        {
          codeDossier: '010001',
          communication: communication({
            telephone: '0326512345',
            portable: '0699887766',
            indicatifPortable: 6,
            emailPrincipal: 'contact@coteaux-vertus.exemple.fr',
            emailFacturation: long,
          }),
        },
        200,
      )
    ).body;
    expect(saved).toMatchObject({ codeDossier: '010001', portable: '0699887766', indicatifPortable: 6, emailFacturation: long, modifiable: true });
    expect(saved.modifications.portable).toMatchObject({ userModification: 'Claire Martin', agentModification: null });
    expect(saved.modifications.emailFacturation).toMatchObject({ userModification: 'Claire Martin', agentModification: null });
    expect(saved.modifications.telephone.dateModification).toBe('2026-09-14T08:30:00.000Z');

    const cleared = (
      await put(
        s,
        '010001',
        {
          codeDossier: '010001',
          communication: communication({
            telephone: '',
            portable: '0699887766',
            indicatifPortable: 6,
            emailPrincipal: 'contact@coteaux-vertus.exemple.fr',
            emailFacturation: long,
          }),
        },
        200,
      )
    ).body;
    expect(cleared.telephone).toBeNull();
    expect(cleared.modifications.telephone.userModification).toBe('Claire Martin');

    const reader = await signIn(t.baseUrl, 'testeur@exemple.fr');
    const seen = ((await reader.http.get('/api/user/communications').expect(200)).body as { codeDossier: string; modifiable: boolean; portable: string }[])[0];
    expect(seen).toMatchObject({ codeDossier: '010001', modifiable: false, portable: '0699887766' });
    await put(reader, '010001', { codeDossier: '010001', communication: communication() }, 403);
  });
});
