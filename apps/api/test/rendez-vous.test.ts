import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import request from 'supertest';
import { PERSONNE, rdvId } from '../../../seeds/ids';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { startMailCatcher } from './mail-catcher';
import { signInStaff } from './staff-sign-in';
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

const GERANT = 'gerant.multi@exemple.fr';
const FUTURE = rdvId('010001', 1);
const PAST = rdvId('010001', 4);
/** Attachments in the blob store (FsBlobStore: FILES_DIR/rendez-vous) and parts still in the upload folder. */
const storedFiles = () =>
  [path.join(t.config.storage.filesDir, 'rendez-vous'), path.join(t.config.rendezVous.filesDir, '.partiels')].flatMap((dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir) : [],
  );

describe('GET /api/appointments/{codeDossier}', () => {
  it('401 anonymous, 403 another dossier, 403 without page_rdv, 400 bad code', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/appointments/010001').expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get('/api/appointments/010001').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/appointments/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await associe.http.get('/api/appointments/12ab').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists upcoming appointments first, soonest first, then past ones, with participants', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get('/api/appointments/010001').expect(200)).body as { id: string; upcoming: boolean; date: string; participants: unknown[] }[];
    expect(list.map((r) => r.upcoming)).toEqual([true, true, true, false, false]);
    expect(list[0]).toMatchObject({
      id: FUTURE,
      title: 'Point bilan annuel',
      isEvent: false,
      typeCommunication: 'Présentiel',
      address: { cp: '51130', ville: 'Vertus' },
    });
    expect(list[0]!.participants).toEqual([{ codeagent: 'AG0101', prenom: 'Julie', nom: 'Bernard', fonction: "Chargée d'études" }]);
    expect(Date.parse(list[0]!.date)).toBeLessThan(Date.parse(list[1]!.date));
    expect(Date.parse(list[3]!.date)).toBeGreaterThan(Date.parse(list[4]!.date));
  });
});

describe('GET /api/appointments/participants/{id}', () => {
  it('resolves the dossier from the appointment: 401, 403, 404, 400', async () => {
    expectEnvelope((await request(t.baseUrl).get(`/api/appointments/participants/${FUTURE}`).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get(`/api/appointments/participants/${FUTURE}`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get(`/api/appointments/participants/${rdvId('010004', 1)}`).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await associe.http.get('/api/appointments/participants/pas-un-uuid').expect(400)).body, 400, 'VALIDATION');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/appointments/participants/1a000000-0000-4000-8000-999999999999').expect(404)).body, 404);
    const two = (await g.http.get(`/api/appointments/participants/${rdvId('010002', 2)}`).expect(200)).body;
    expect(two.map((p: { codeagent: string }) => p.codeagent).sort()).toEqual(['AG0101', 'AG0102']);
  });
});

describe('POST /api/appointments/edit and /cancel', () => {
  it('401 anonymous, 403 on an appointment of another dossier or without page_rdv', async () => {
    const anon = await request(t.baseUrl).post('/api/appointments/edit').send({ id: FUTURE, reason: 'x', telephone: '0612345678' });
    expect([401, 403]).toContain(anon.status);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    const other = await associe.http
      .post('/api/appointments/edit')
      .set('x-csrf-token', associe.csrf)
      .send({ id: FUTURE, reason: 'x', telephone: '0612345678' })
      .expect(403);
    expectEnvelope(other.body, 403, 'INTERDIT');
    const noModule = await associe.http
      .post('/api/appointments/cancel')
      .set('x-csrf-token', associe.csrf)
      .send({ codeDossier: '010004', id: rdvId('010004', 1) })
      .expect(403);
    expectEnvelope(noModule.body, 403, 'MODULE_INTERDIT');
  });

  it('400 with the spec messages: reason required, phone or email valid', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const edit = (body: object) => g.http.post('/api/appointments/edit').set('x-csrf-token', g.csrf).send(body);
    const res = await edit({ id: FUTURE, reason: '  ', telephone: '12', email: 'pas-un-mail' }).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'reason', message: 'Le champ du motif est requis.' },
        { path: 'telephone', message: "Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu." },
        { path: 'email', message: "L'email renseigné n'est pas valide." },
      ]),
    );
    expectEnvelope((await edit({ id: 'x', reason: 'ok', email: 'a@b.fr' }).expect(400)).body, 400);
    const long = await edit({ id: FUTURE, reason: 'a'.repeat(4001), email: 'a@b.fr' }).expect(400);
    expect(long.body.issues).toEqual([{ path: 'reason', message: 'Le motif ne doit pas dépasser 4000 caractères.' }]);
  });

  it('refuses a past appointment', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const edit = await g.http
      .post('/api/appointments/edit')
      .set('x-csrf-token', g.csrf)
      .send({ id: PAST, reason: 'Nouveau motif', email: 'a@exemple.fr' })
      .expect(409);
    expect(edit.body).toMatchObject({ code: 'CONFLIT', displayable: true, message: expect.stringMatching(/passé/) });
    await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id: PAST }).expect(409);
    expect((await t.ds.query('SELECT motif, annule_le FROM rendez_vous WHERE id = $1', [PAST]))[0]).toEqual({
      motif: 'Présentation des comptes annuels',
      annule_le: null,
    });
  });

  it('edits a future appointment (phone only is enough) and mails the change to its owner', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await g.http
      .post('/api/appointments/edit')
      .set('x-csrf-token', g.csrf)
      .send({ id: FUTURE, reason: 'Parler de la succession', telephone: '+33 6 12 34 56 78', email: 'faux' })
      .expect(200);
    expect(res.body).toEqual({ id: FUTURE, message: 'Votre modification a bien été transmise par mail au responsable du rdv.' });
    const mail = await smtp.waitFor('julie.bernard@cabinet.exemple.fr', /Modification du rendez-vous/);
    expect(mail.text).toContain('Parler de la succession');
    expect(mail.text).toContain('Claire Martin');
    expect((await t.ds.query('SELECT motif, telephone_contact, email_contact FROM rendez_vous WHERE id = $1', [FUTURE]))[0]).toEqual({
      motif: 'Parler de la succession',
      telephone_contact: '+33 6 12 34 56 78',
      email_contact: null,
    });
  });

  it('cancels a future appointment, which then leaves the list; the body dossier must be the appointment’s', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const id = rdvId('010001', 2);
    await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010002', id }).expect(404);
    const res = await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id }).expect(200);
    expect(res.body).toEqual({ id, message: 'Le rendez-vous a bien été annulé.' });
    const list = (await g.http.get('/api/appointments/010001').expect(200)).body as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(id);
    await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id }).expect(404);
  });
});

describe('POST /api/appointments/register', () => {
  const fields = {
    id: 'AG0101',
    raisonSociale: 'EARL des Coteaux de Vertus',
    codeDossier: '010001',
    reason: 'Transmission de l’exploitation',
    tel: '0612345678',
    email: 'claire.perso@exemple.fr',
  };
  // The dossier travels in the query too, so the guard decides before the body is read.
  const register = (a: Awaited<ReturnType<typeof signIn>>, f: Record<string, string>, files: { name: string; data: Buffer }[] = [], query = f.codeDossier) => {
    let req = a.http.post('/api/appointments/register').query({ codeDossier: query }).set('x-csrf-token', a.csrf);
    for (const [k, v] of Object.entries(f)) req = req.field(k, v);
    files.forEach((file, i) => {
      req = req.attach(`files[${i}]`, file.data, file.name);
    });
    return req;
  };

  it('401 anonymous, 403 another dossier and without page_rdv', async () => {
    const anon = await request(t.baseUrl).post('/api/appointments/register').field('codeDossier', '010001');
    expect([401, 403]).toContain(anon.status);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await register(associe, fields).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await register(associe, { ...fields, codeDossier: '010004' }).expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('400: bad fields, an adviser of another dossier, empty file, too many files; nothing is kept', async () => {
    const before = storedFiles().length;
    const g = await signIn(t.baseUrl, GERANT);
    const bad = await register(g, { ...fields, reason: '', tel: '12', email: 'x' }).expect(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'reason', 'tel']);
    const long = await register(g, { ...fields, reason: 'a'.repeat(4001) }).expect(400);
    expect(long.body.issues).toEqual([{ path: 'reason', message: 'Le motif ne doit pas dépasser 4000 caractères.' }]);
    const adviser = await register(g, { ...fields, id: 'AG0102' }).expect(400);
    expect(adviser.body.message).toBe("Ce conseiller n'est pas un contact de ce dossier.");
    const empty = await register(g, fields, [{ name: 'vide.pdf', data: Buffer.alloc(0) }]).expect(400);
    expect(empty.body.issues[0].message).toMatch(/vide/);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('contenu') }));
    const tooMany = await register(g, fields, five).expect(400);
    expectEnvelope(tooMany.body, 400, 'VALIDATION');
    expect(tooMany.body.message).toBe('Vous ne pouvez pas déposer plus de 4 fichiers');
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles().length).toBe(before);
  });

  it('403 before reading the body: a user without access posting large files writes nothing', async () => {
    const before = storedFiles();
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    const big = Array.from({ length: 2 }, (_, i) => ({ name: `gros${i}.bin`, data: Buffer.alloc(20 * 1024 * 1024, 1) }));
    expectEnvelope((await register(associe, fields, big).expect(403)).body, 403, 'INTERDIT');
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles()).toEqual(before);
  });

  it('400 when the body names another dossier than the query, or none is given before the body; nothing is kept', async () => {
    const before = storedFiles();
    const g = await signIn(t.baseUrl, GERANT);
    const file = [{ name: 'piece.pdf', data: Buffer.from('%PDF-1.4 piece') }];
    const mismatch = await register(g, { ...fields, codeDossier: '010002' }, file, '010001').expect(400);
    expectEnvelope(mismatch.body, 400, 'VALIDATION');
    expect(mismatch.body.message).toBe('Le code dossier du formulaire ne correspond pas au dossier de la requête.');
    let noQuery = g.http.post('/api/appointments/register').set('x-csrf-token', g.csrf);
    for (const [k, v] of Object.entries(fields)) noQuery = noQuery.field(k, v);
    expect((await noQuery.expect(400)).body.message).toBe('Le code dossier est obligatoire.');
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles()).toEqual(before);
  });

  it('staff: the dossier comes from the x-code-dossier header, checked before the body', async () => {
    const staff = await signInStaff(t.baseUrl, 'sec.assistante');
    const post = (header: string, codeDossier: string) => {
      let req = staff.http.post('/api/appointments/register').set('x-csrf-token', staff.csrf).set('x-code-dossier', header);
      for (const [k, v] of Object.entries({ ...fields, codeDossier })) req = req.field(k, v);
      return req.attach('files[0]', Buffer.from('%PDF-1.4 piece'), 'piece.pdf');
    };
    const before = storedFiles();
    expectEnvelope((await post('010001', '010001').expect(403)).body, 403);
    expect((await post('010002', '010001').expect(400)).body.message).toBe('Le code dossier du formulaire ne correspond pas au dossier de la requête.');
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 25 Mo', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await register(g, fields, [{ name: 'gros.bin', data: Buffer.alloc(25 * 1024 * 1024 + 1, 1) }]).expect(400);
    expect(res.body.message).toBe('Le fichier est trop volumineux, le poids maximal est 25 Mo');
  });

  it('sends the request with its attachments to the adviser and the confirmation to the client; duplicate names ignored', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const files = [
      { name: 'bilan 2025.pdf', data: Buffer.from('%PDF-1.4 bilan') },
      { name: '../../etc/passwd.txt', data: Buffer.from('pas un chemin') },
      { name: 'bilan 2025.pdf', data: Buffer.from('%PDF-1.4 doublon') },
    ];
    const res = await register(g, fields, files).expect(200);
    expect(res.body).toEqual({ id: expect.any(String), message: expect.stringMatching(/bien été envoyée/) });
    const adviser = await smtp.waitFor('julie.bernard@cabinet.exemple.fr', /Demande de rendez-vous/);
    expect(adviser.text).toContain('Transmission de l’exploitation');
    expect(adviser.attachments.map((a) => a.filename).sort()).toEqual(['bilan 2025.pdf', 'passwd.txt']);
    const client = await smtp.waitFor('claire.perso@exemple.fr', /Votre demande de rendez-vous/);
    expect(client.text).toContain('Julie Bernard');
    const notif = await t.ds.query(`SELECT category, message FROM notification WHERE guid_personne = $1 AND category = 'rendez-vous'`, [PERSONNE.gerantMulti]);
    expect(notif).toContainEqual({ category: 'rendez-vous', message: 'Votre demande de rendez-vous a été envoyée à Julie Bernard.' });
    const row = (await t.ds.query('SELECT pieces_jointes FROM demande_rendez_vous WHERE id = $1', [res.body.id]))[0];
    expect(row.pieces_jointes).toHaveLength(2);
    const blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
    for (const p of row.pieces_jointes as { fichier: string; nom: string }[]) {
      expect(p.fichier).toMatch(/^[0-9a-f-]{36}$/);
      const content = await buffer(await blobs.get(`rendez-vous/${p.fichier}`));
      expect(content.toString()).toBe(p.nom === 'passwd.txt' ? 'pas un chemin' : '%PDF-1.4 bilan');
    }
  });
});
