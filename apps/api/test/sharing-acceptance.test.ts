import request from 'supertest';
import { INVITATION, PERSONNE } from '../../../seeds/ids';
import { anonymous, comptable, expire, invite, moduleCodes, send, signUp } from './sharing-fixtures';
import { leaksOf, startFakeBreachRange } from './account-support';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

const LEAKED = 'Renard-Alice-1984';

let t: TestPortal;
let breach: Awaited<ReturnType<typeof startFakeBreachRange>>;
beforeAll(async () => {
  breach = await startFakeBreachRange(leaksOf(LEAKED));
  t = await startTestPortal({ BREACH_RANGE_URL: breach.url });
});
afterAll(async () => {
  await t.close();
  await breach.close();
});

const URL = '/api/droits/invitations';
const UNKNOWN = '0e000000-0000-4000-8000-0000000000aa';
const count = async (sql: string, params: unknown[]) => Number((await t.ds.query(sql, params))[0].n);

describe('GET /api/droits/invitations (received)', () => {
  it('401 anonymous', async () => {
    expectEnvelope((await request(t.baseUrl).get(URL).expect(401)).body, 401);
  });

  it('lists the pending invitations addressed to the account e-mail only', async () => {
    const sans = await signIn(t.baseUrl, 'sans.dossier@exemple.fr');
    const list = (await sans.http.get(URL).expect(200)).body;
    expect(list).toEqual([
      {
        id: INVITATION.sansDossier,
        createur: 'Claire Martin',
        dateExpiration: expect.any(String),
        dossiers: [{ codeDossier: '010001', raisonSociale: 'EARL des Coteaux de Vertus', idRole: 2, nomRole: 'Associé' }],
      },
    ]);
    const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expect((await g.http.get(URL).expect(200)).body).toEqual([]);
  });
});

describe('PUT /api/droits/invitations/{id}/accepter', () => {
  it('401, 400, 404 and 403 for another account', async () => {
    await send.put(await anonymous(t.baseUrl), `${URL}/${INVITATION.sansDossier}/accepter`).expect(401);
    const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await send.put(g, `${URL}/nope/accepter`).expect(400)).body, 400, 'VALIDATION');
    await send.put(g, `${URL}/${UNKNOWN}/accepter`).expect(404);
    const wrong = await send.put(g, `${URL}/${INVITATION.sansDossier}/accepter`).expect(403);
    expect(wrong.body.message).toBe('Cette invitation a été envoyée à une autre adresse e-mail que celle de votre compte.');
  });

  it('creates the rights with the invited role and categories, then refuses reuse', async () => {
    const sans = await signIn(t.baseUrl, 'sans.dossier@exemple.fr');
    expect((await sans.http.get('/api/droits').expect(200)).body.data.dossiers).toEqual([]);
    const res = await send.put(sans, `${URL}/${INVITATION.sansDossier}/accepter`).expect(200);
    expect(res.body).toEqual({ id: INVITATION.sansDossier, dossiers: ['010001'] });
    // The rights cache was invalidated: no x-force needed.
    const modules = await moduleCodes(sans, '010001');
    expect(modules).toContain('page_chiffres');
    expect(modules).not.toContain('mod_documents');
    expect((await sans.http.get('/api/droits/mesDroits').expect(200)).body.dossiers).toEqual([
      {
        codeDossier: '010001',
        raisonSociale: 'EARL des Coteaux de Vertus',
        idRole: 2,
        nomRole: 'Associé',
        autorisationsMyCDER: { categories: ['contacts', 'evenements', 'mesChiffres', 'outils', 'rendezVous'] },
        retirable: true,
      },
    ]);
    const again = await send.put(sans, `${URL}/${INVITATION.sansDossier}/accepter`).expect(409);
    expectEnvelope(again.body, 409, 'INVITATION_UTILISEE');
    expect(again.body.message).toBe("L'invitation a déjà été acceptée ou refusée");
    expect((await request(t.baseUrl).get(`${URL}/${INVITATION.sansDossier}`).expect(200)).body.etat).toBe('acceptee');
    expect((await sans.http.get(URL).expect(200)).body).toEqual([]);
  });

  it('notifies the inviter, linking to the sharing screen, and mails it in the same transaction per preference (issue 29)', async () => {
    const notifications = (guid: string) =>
      t.ds.query(`SELECT id, category, url FROM notification WHERE guid_personne = $1 AND message = $2`, [guid, 'Julien Moreau a accepté votre invitation.']);
    const mails = (ids: string[]) => count('SELECT count(*)::int AS n FROM outbox WHERE job_id = ANY($1)', [ids.map((id) => `notification-${id}`)]);
    const particulier = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const first = await invite(t.baseUrl, 'particulier@exemple.fr', [comptable('010002')]);
    await send.put(particulier, `${URL}/${first}/accepter`).expect(200);
    // The seeded one links to the same screen, not to a route name ('/mesDroits' landed on home).
    expect((await t.ds.query(`SELECT url FROM notification WHERE message = 'Thomas Dubois a accepté votre invitation.'`))[0].url).toBe(
      '/mon-compte/partager-droits',
    );
    const sent = await notifications(PERSONNE.gerantMulti);
    expect(sent).toEqual([{ id: expect.any(String), category: 'invitation', url: '/mon-compte/partager-droits' }]);
    expect(await mails([sent[0].id])).toBe(1);
    await t.ds.query('UPDATE compte SET send_mail_when_notify = false WHERE guid_personne = $1', [PERSONNE.gerantMulti]);
    try {
      const second = await invite(t.baseUrl, 'particulier@exemple.fr', [comptable('010003')]);
      await send.put(particulier, `${URL}/${second}/accepter`).expect(200);
      const both = await notifications(PERSONNE.gerantMulti);
      expect(both).toHaveLength(2);
      expect(await mails(both.map((n: { id: string }) => n.id))).toBe(1);
    } finally {
      await t.ds.query('UPDATE compte SET send_mail_when_notify = true WHERE guid_personne = $1', [PERSONNE.gerantMulti]);
    }
  });

  it('refuses an expired invitation with the spec message', async () => {
    const id = await invite(t.baseUrl, 'associe@exemple.fr', [comptable('010002')]);
    await expire(t.ds, id);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await associe.http.get(URL).expect(200)).body).toEqual([]);
    const res = await send.put(associe, `${URL}/${id}/accepter`).expect(409);
    expect(res.body).toMatchObject({ code: 'INVITATION_EXPIREE', message: "L'invitation a expiré. Vous pouvez demander au gérant de vous ré-inviter." });
    expect(await count('SELECT count(*)::int AS n FROM droit WHERE guid_personne = $1 AND code_dossier = $2', [PERSONNE.associe, '010002'])).toBe(0);
  });

  it('skips a dossier whose inviter is no longer gérant, keeps an existing access', async () => {
    const id = await invite(t.baseUrl, 'testeur@exemple.fr', [comptable('010002'), comptable('010003')]);
    const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const salarie = { action: 'update', droit: { codeDossier: '010002', idRole: 4, AutorisationsMyCDER: { categories: ['contacts'] } } };
    await send.put(g, `/api/droits/personne/${PERSONNE.testeur}`, { guidPersonne: PERSONNE.testeur, droits: [salarie] }).expect(200);
    await t.ds.query(`UPDATE droit SET id_role = 2 WHERE guid_personne = $1 AND code_dossier = '010003'`, [PERSONNE.gerantMulti]);
    try {
      const testeur = await signIn(t.baseUrl, 'testeur@exemple.fr');
      expect((await send.put(testeur, `${URL}/${id}/accepter`).expect(200)).body.dossiers).toEqual([]);
      expect(
        (await testeur.http.get('/api/droits/mesDroits').expect(200)).body.dossiers.map((d: { codeDossier: string; idRole: number }) => [
          d.codeDossier,
          d.idRole,
        ]),
      ).toEqual([
        ['010002', 4],
        ['010001', 4],
      ]);
    } finally {
      await t.ds.query(`UPDATE droit SET id_role = 1 WHERE guid_personne = $1 AND code_dossier = '010003'`, [PERSONNE.gerantMulti]);
    }
  });
});

describe('PUT /api/droits/invitations/{id}/refuser', () => {
  it('401, 403 for another account, then refuses for good', async () => {
    const id = await invite(t.baseUrl, 'particulier@exemple.fr', [comptable('010001')]);
    await send.put(await anonymous(t.baseUrl), `${URL}/${id}/refuser`).expect(401);
    const other = await signIn(t.baseUrl, 'associe@exemple.fr');
    await send.put(other, `${URL}/${id}/refuser`).expect(403);
    await send.put(other, `${URL}/x/refuser`).expect(400);
    const p = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expect((await send.put(p, `${URL}/${id}/refuser`).expect(200)).body).toEqual({ id });
    expect((await send.put(p, `${URL}/${id}/accepter`).expect(409)).body.code).toBe('INVITATION_UTILISEE');
    await send.put(p, `${URL}/${id}/refuser`).expect(409);
    expect((await request(t.baseUrl).get(`${URL}/${id}`).expect(200)).body.etat).toBe('refusee');
    expect(await moduleCodes(p, '010001')).toBeUndefined();
  });
});

describe('POST /api/droits/invitations/{id}/inscrireetaccepter', () => {
  const path = (id: string) => `${URL}/${id}/inscrireetaccepter`;

  it('400 with the envelope on bad input, writing nothing', async () => {
    const id = await invite(t.baseUrl, 'nouvelle.personne@exemple.fr');
    const a = await anonymous(t.baseUrl);
    const post = (body: unknown) => send.post(a, path(id), body).expect(400);
    expectEnvelope((await post(signUp({ nom: ' ' }))).body, 400, 'VALIDATION');
    expect((await post(signUp({ nom: '' }))).body.message).toBe('Veuillez compléter tous les champs');
    expect((await post(signUp({ codeCivilite: 'DR' }))).body.issues[0].path).toBe('codeCivilite');
    expect((await post(signUp({ pwd: 'court' }))).body.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect((await post(signUp({ external: true }))).body).toMatchObject({
      code: 'CONNEXION_EXTERNE_INDISPONIBLE',
      message: "La connexion par un fournisseur externe n'est pas disponible sur cette installation.",
    });
    expect((await post(signUp({ username: 'autre@exemple.fr' }))).body.issues[0].path).toBe('username');
    const wrong = await post(signUp({ username: 'autre@exemple.fr', email: 'autre@exemple.fr' }));
    expect(wrong.body.message).toBe("L'adresse e-mail doit être celle à laquelle l'invitation a été envoyée.");
    await send.post(a, path(UNKNOWN), signUp()).expect(404);
    expect(await count('SELECT count(*)::int AS n FROM compte WHERE login = $1', ['nouvelle.personne@exemple.fr'])).toBe(0);
  });

  it('refuses a breached password, even confirmed: the sign-up screen has no warning to go on from', async () => {
    const id = await invite(t.baseUrl, 'prudente@exemple.fr');
    const a = await anonymous(t.baseUrl);
    const body = (pwd: string) => signUp({ username: 'prudente@exemple.fr', email: 'prudente@exemple.fr', pwd, breachConfirmed: true });
    const refused = async (pwd: string) => {
      const res = await send.post(a, path(id), body(pwd)).expect(400);
      expectEnvelope(res.body, 400, 'MOT_DE_PASSE_COMPROMIS');
      expect(res.body.issues).toEqual([
        { path: 'pwd', message: 'Le mot de passe que vous avez saisi a été trouvé dans une fuite de données. Veuillez en choisir un autre.' },
      ]);
    };
    await refused(LEAKED);
    try {
      breach.setMode('failing');
      await refused('password');
      await refused('12345678');
    } finally {
      breach.setMode('ok');
    }
    expect(await count('SELECT count(*)::int AS n FROM compte WHERE login = $1', ['prudente@exemple.fr'])).toBe(0);
    expect((await request(t.baseUrl).get(`${URL}/${id}`).expect(200)).body.etat).toBe('enAttente');
  });

  it('refuses an address that already has an account, creating no person', async () => {
    const id = await invite(t.baseUrl, 'associe@exemple.fr', [comptable('010003')]);
    const before = await count('SELECT count(*)::int AS n FROM personne', []);
    const a = await anonymous(t.baseUrl);
    const res = await send.post(a, path(id), signUp({ username: 'associe@exemple.fr', email: 'associe@exemple.fr' })).expect(400);
    expect(res.body.message).toBe("Un compte existe déjà pour cette adresse e-mail. Connectez-vous pour accepter l'invitation.");
    expect(await count('SELECT count(*)::int AS n FROM personne', [])).toBe(before);
    expect((await request(t.baseUrl).get(`${URL}/${id}`).expect(200)).body.etat).toBe('enAttente');
  });

  it('creates the person, an active argon2id account and the rights, and opens the session', async () => {
    const id = await invite(t.baseUrl, 'invitee@exemple.fr');
    const a = await anonymous(t.baseUrl);
    const res = await send.post(a, path(id), signUp({ username: 'Invitee@Exemple.fr', email: 'invitee@exemple.fr' })).expect(200);
    expect(res.body).toMatchObject({ login: 'invitee@exemple.fr', nom: 'Renard', prenom: 'Alice', typeUtilisateur: 'member' });
    expect((await a.http.get('/api/auth/authenticate').expect(200)).body.guidPersonne).toBe(res.body.guidPersonne);
    const [compte] = await t.ds.query('SELECT actif, password_hash FROM compte WHERE login = $1', ['invitee@exemple.fr']);
    expect(compte.actif).toBe(true);
    expect(compte.password_hash).toMatch(/^\$argon2id\$/);
    const [personne] = await t.ds.query('SELECT civilite, email FROM personne WHERE guid_personne = $1', [res.body.guidPersonne]);
    expect(personne).toEqual({ civilite: 'MME', email: 'invitee@exemple.fr' });
    const modules = await moduleCodes(a, '010001');
    expect(modules).toContain('page_contacts');
    expect(modules).not.toContain('page_chiffres');
    const signedIn = await signIn(t.baseUrl, 'invitee@exemple.fr', 'Un-mot-de-passe-2026');
    expect(await moduleCodes(signedIn, '010001')).toEqual(modules);
    expect(
      await count('SELECT count(*)::int AS n FROM notification WHERE guid_personne = $1 AND message = $2', [
        PERSONNE.gerantMulti,
        'Alice Renard a accepté votre invitation.',
      ]),
    ).toBe(1);
    const reuse = await send.post(await anonymous(t.baseUrl), path(id), signUp({ username: 'x2@exemple.fr', email: 'invitee@exemple.fr' })).expect(400);
    expect(reuse.body.issues[0].path).toBe('username');
    expect(
      (await send.post(await anonymous(t.baseUrl), path(id), signUp({ username: 'invitee@exemple.fr', email: 'invitee@exemple.fr' })).expect(409)).body.code,
    ).toBe('INVITATION_UTILISEE');
  });

  it('refuses an expired invitation', async () => {
    const id = await invite(t.baseUrl, 'tardif@exemple.fr');
    await expire(t.ds, id);
    const res = await send.post(await anonymous(t.baseUrl), path(id), signUp({ username: 'tardif@exemple.fr', email: 'tardif@exemple.fr' })).expect(409);
    expect(res.body.code).toBe('INVITATION_EXPIREE');
    expect(await count('SELECT count(*)::int AS n FROM compte WHERE login = $1', ['tardif@exemple.fr'])).toBe(0);
  });
});
