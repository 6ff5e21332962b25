import request from 'supertest';
import { INVITATION } from '../../../seeds/ids';
import { firstLink, startMailCatcher } from './mail-catcher';
import { comptable, expire, GERANT, invite, send, anonymous } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const URL = '/api/droits/invitations';
const offeredCount = async (email: string) => Number((await t.ds.query('SELECT count(*)::int AS n FROM invitation WHERE email_invite = $1', [email]))[0].n);

describe('POST /api/droits/invitations', () => {
  it('401 anonymous', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await send.post(a, URL, { mailInvite: 'x@exemple.fr', dossiers: [comptable('010001')] }).expect(401)).body, 401);
  });

  it('400 with the messages of spec 02 §5', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const post = (body: unknown) => send.post(g, URL, body).expect(400);
    let res = await post({ mailInvite: '', dossiers: [comptable('010001')] });
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.message).toBe("Veuillez compléter les champs concernant l'email.");
    res = await post({ mailInvite: 'pas-une-adresse', dossiers: [comptable('010001')] });
    expect(res.body.issues[0]).toMatchObject({ path: 'mailInvite' });
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [] })).body.message).toBe('Veuillez sélectionner au moins un dossier à inviter.');
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [{ ...comptable('010001'), idRole: -1 }] })).body.message).toBe(
      'Veuillez sélectionner un rôle pour le(s) dossier(s) sélectionnés.',
    );
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [{ ...comptable('010001'), idRole: 99 }] })).body.issues).toEqual([
      { path: 'dossiers.0.idRole', message: "Le rôle choisi n'existe pas." },
    ]);
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [{ ...comptable('010001'), categoriesIdAutorisees: ['inconnue'] }] })).body.issues[0].path).toBe(
      'dossiers.0.categoriesIdAutorisees',
    );
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [comptable('010001'), comptable('010001')] })).body.message).toBe(
      "Un dossier ne peut figurer qu'une fois.",
    );
    expect((await post({ mailInvite: 'x@exemple.fr', dossiers: [{ ...comptable('010001'), codeDossier: '12' }] })).body.issues[0].path).toBe(
      'dossiers.0.codeDossier',
    );
    expect(await offeredCount('x@exemple.fr')).toBe(0);
  });

  it('403 unless gérant of every dossier, writing nothing', async () => {
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await send.post(associe, URL, { mailInvite: 'y@exemple.fr', dossiers: [comptable('010004')] }).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    // 010004: shared with the gérante as Associé; 010016: another person's dossier.
    await send.post(g, URL, { mailInvite: 'y@exemple.fr', dossiers: [comptable('010004')] }).expect(403);
    await send.post(g, URL, { mailInvite: 'y@exemple.fr', dossiers: [comptable('010001'), comptable('010016')] }).expect(403);
    expect(await offeredCount('y@exemple.fr')).toBe(0);
  });

  it('403 when a category would grant a module the dossier does not have', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    // 010003 subscribes to neither acces_izipaie nor droit_izipaie (mesDocs_social).
    const res = await send
      .post(g, URL, { mailInvite: 'z@exemple.fr', dossiers: [{ codeDossier: '010003', idRole: 4, categoriesIdAutorisees: ['mesDocs_social'] }] })
      .expect(403);
    expectEnvelope(res.body, 403, 'INTERDIT');
    expect(res.body.message).toContain('Documents sociaux');
    expect(await offeredCount('z@exemple.fr')).toBe(0);
  });

  it('creates a random-id invitation valid 30 days and mails the link', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await send
      .post(g, URL, {
        mailInvite: ' Nouveau.Contact@Exemple.fr ',
        dossiers: [comptable('010001'), { codeDossier: '010002', idRole: 2, categoriesIdAutorisees: ['mesChiffres'] }],
      })
      .expect(200);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).not.toBe(INVITATION.sansDossier);
    const [row] = await t.ds.query('SELECT email_invite, date_expiration, date_creation FROM invitation WHERE id = $1', [res.body.id]);
    expect(row.email_invite).toBe('nouveau.contact@exemple.fr');
    const days = (new Date(row.date_expiration).getTime() - new Date(row.date_creation).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const mail = await smtp.waitFor('nouveau.contact@exemple.fr', /Invitation/);
    expect(mail.text).toContain('Claire Martin vous invite');
    expect(mail.text).toContain('EARL des Coteaux de Vertus');
    expect(firstLink(mail, /\/invitation\//)).toBe(`${t.baseUrl}/invitation/${res.body.id}/`);
  });

  it('refuses an address that already has access or a pending invitation', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const already = await send.post(g, URL, { mailInvite: 'testeur@exemple.fr', dossiers: [comptable('010002'), comptable('010001')] }).expect(400);
    expect(already.body.issues).toEqual([{ path: 'dossiers.1.codeDossier', message: 'Cette personne a déjà accès au dossier EARL des Coteaux de Vertus.' }]);
    await send.post(g, URL, { mailInvite: GERANT, dossiers: [comptable('010001')] }).expect(400);
    const pending = await send.post(g, URL, { mailInvite: 'sans.dossier@exemple.fr', dossiers: [comptable('010001')] }).expect(400);
    expect(pending.body.message).toBe('Une invitation est déjà en attente pour cette personne sur le dossier EARL des Coteaux de Vertus.');
    await expire(t.ds, INVITATION.sansDossier);
    await send.post(g, URL, { mailInvite: 'sans.dossier@exemple.fr', dossiers: [comptable('010001')] }).expect(200);
  });
});

describe('GET /api/droits/invitations/sent', () => {
  it('401 anonymous', async () => {
    expectEnvelope((await request(t.baseUrl).get(`${URL}/sent`).expect(401)).body, 401);
  });

  it('lists only my pending invitations, expired ones flagged', async () => {
    const id = await invite(t.baseUrl, 'liste@exemple.fr');
    const g = await signIn(t.baseUrl, GERANT);
    const mine = (await g.http.get(`${URL}/sent`).expect(200)).body;
    const item = mine.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      emailInvitee: 'liste@exemple.fr',
      mailInvite: 'liste@exemple.fr',
      expiree: false,
      dossiers: [
        {
          codeDossier: '010001',
          raisonSociale: 'EARL des Coteaux de Vertus',
          idRole: 3,
          nomRole: 'Comptable',
          categoriesIdAutorisees: ['contacts', 'mesDocs_fiscal'],
        },
      ],
    });
    await expire(t.ds, id);
    expect((await g.http.get(`${URL}/sent`).expect(200)).body.find((i: { id: string }) => i.id === id).expiree).toBe(true);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await associe.http.get(`${URL}/sent`).expect(200)).body).toEqual([]);
  });
});

describe('PUT /api/droits/invitations/{id}/droits', () => {
  const body = (id: string, dossiersInvites: unknown[]) => ({ id, dossiersInvites });

  it('401 anonymous and 400 on bad input', async () => {
    const a = await anonymous(t.baseUrl);
    await send.put(a, `${URL}/${INVITATION.sansDossier}/droits`, body(INVITATION.sansDossier, [comptable('010001')])).expect(401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send.put(g, `${URL}/pas-un-id/droits`, body('pas-un-id', [comptable('010001')])).expect(400)).body, 400, 'VALIDATION');
    const id = await invite(t.baseUrl, 'edition@exemple.fr');
    const other = '0e000000-0000-4000-8000-0000000000ff';
    expect((await send.put(g, `${URL}/${id}/droits`, body(other, [comptable('010001')])).expect(400)).body.issues[0].path).toBe('id');
    expect((await send.put(g, `${URL}/${id}/droits`, body(id, [])).expect(400)).body.message).toBe('Veuillez sélectionner au moins un dossier à inviter.');
    await send.put(g, `${URL}/${other}/droits`, body(other, [comptable('010001')])).expect(404);
  });

  it('lets only the creator edit, and only on dossiers where they are gérant', async () => {
    const id = await invite(t.baseUrl, 'edition2@exemple.fr');
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await send.put(associe, `${URL}/${id}/droits`, body(id, [comptable('010004')])).expect(403)).body, 403);
    const g = await signIn(t.baseUrl, GERANT);
    await send.put(g, `${URL}/${id}/droits`, body(id, [comptable('010016')])).expect(403);
    await send.put(g, `${URL}/${id}/droits`, body(id, [{ codeDossier: '010003', idRole: 4, categoriesIdAutorisees: ['mesDocs_social'] }])).expect(403);
    await send
      .put(g, `${URL}/${id}/droits`, body(id, [{ codeDossier: '010002', idRole: 4, categoriesIdAutorisees: ['mesDocs_social', 'contacts'] }]))
      .expect(200);
    const sent = (await g.http.get(`${URL}/sent`).expect(200)).body.find((i: { id: string }) => i.id === id);
    expect(sent.dossiers).toEqual([
      {
        codeDossier: '010002',
        raisonSociale: 'Champagne Lemaire Père et Fils',
        idRole: 4,
        nomRole: 'Salarié',
        categoriesIdAutorisees: ['contacts', 'mesDocs_social'],
      },
    ]);
  });

  it('refuses edits after expiry or once used', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const expired = await invite(t.baseUrl, 'expiree@exemple.fr');
    await expire(t.ds, expired);
    const res = await send.put(g, `${URL}/${expired}/droits`, body(expired, [comptable('010001')])).expect(409);
    expect(res.body).toMatchObject({
      code: 'INVITATION_EXPIREE',
      message: "L'invitation a expiré. Vous pouvez demander au gérant de vous ré-inviter.",
      displayable: true,
    });
    const used = await invite(t.baseUrl, 'utilisee@exemple.fr');
    await t.ds.query('UPDATE invitation SET date_refus = now() WHERE id = $1', [used]);
    expect((await send.put(g, `${URL}/${used}/droits`, body(used, [comptable('010001')])).expect(409)).body.message).toBe(
      "L'invitation a déjà été acceptée ou refusée",
    );
  });
});

describe('DELETE /api/droits/invitations/{id}', () => {
  it('401, 400, 404, 403 for another person, 200 for the creator', async () => {
    const id = await invite(t.baseUrl, 'suppression@exemple.fr');
    await send.delete(await anonymous(t.baseUrl), `${URL}/${id}`).expect(401);
    const g = await signIn(t.baseUrl, GERANT);
    await send.delete(g, `${URL}/123`).expect(400);
    await send.delete(g, `${URL}/0e000000-0000-4000-8000-0000000000fe`).expect(404);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    await send.delete(associe, `${URL}/${id}`).expect(403);
    expect((await send.delete(g, `${URL}/${id}`).expect(200)).body).toEqual({ id });
    expect(await offeredCount('suppression@exemple.fr')).toBe(0);
    await request(t.baseUrl).get(`${URL}/${id}`).expect(404);
  });
});

describe('GET /api/droits/invitations/{id} (public)', () => {
  it('400 on a malformed id, 404 on an unknown one', async () => {
    expectEnvelope((await request(t.baseUrl).get(`${URL}/abc`).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await request(t.baseUrl).get(`${URL}/0e000000-0000-4000-8000-0000000000fd`).expect(404)).body, 404);
  });

  it('shows the inviter, the dossiers, the state and, while pending, the invited address to sign up with (issue 29), and nothing more', async () => {
    const id = await invite(t.baseUrl, 'public@exemple.fr');
    const res = await request(t.baseUrl).get(`${URL}/${id}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'dateAcceptation',
      'dateExpiration',
      'dateRefus',
      'dossiers',
      'emailInvite',
      'etat',
      'id',
      'nomPrenomCreateur',
    ]);
    expect(res.body).toMatchObject({
      id,
      nomPrenomCreateur: 'Claire Martin',
      emailInvite: 'public@exemple.fr',
      etat: 'enAttente',
      dateAcceptation: null,
      dateRefus: null,
    });
    expect(res.body.dossiers).toEqual([{ raisonSociale: 'EARL des Coteaux de Vertus', nomRole: 'Comptable' }]);
    expect(JSON.stringify(res.body)).not.toMatch(/010001/);
    await expire(t.ds, id);
    const expired = (await request(t.baseUrl).get(`${URL}/${id}`).expect(200)).body;
    expect(expired).toMatchObject({ etat: 'expiree', emailInvite: null });
  });
});

it('honours INVITATION_TTL_DAYS', async () => {
  const short = await startTestPortal({ INVITATION_TTL_DAYS: '2' });
  try {
    const id = await invite(short.baseUrl, 'court@exemple.fr');
    const [row] = await short.ds.query('SELECT round(extract(epoch FROM date_expiration - date_creation) / 86400)::int AS days FROM invitation WHERE id = $1', [
      id,
    ]);
    expect(row.days).toBe(2);
  } finally {
    await short.close();
  }
});
