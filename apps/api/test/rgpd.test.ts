import { strFromU8, unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RgpdConservationService } from '../src/modules/rgpd/rgpd-conservation.service';
import { RETENTION_TABLE } from '../src/modules/rgpd/retention-table';
import { PERSONNE } from '../../../seeds/ids';
import { seededIdentifiants } from '../../../seeds/identifiants';
import { ACCOUNT_ENV } from './account-support';
import { startMailCatcher } from './mail-catcher';
import { setUpTotp } from './securite-support';
import { signInStaff } from './staff-sign-in';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ ...ACCOUNT_ENV, SMTP_URL: smtp.url }, [], { withWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error(`Attendu : ${what}`);
}

describe('a member’s data export', () => {
  it('is prepared by the worker, mailed, downloaded as a ZIP with JSON and a PDF summary, and holds no secret', async () => {
    const claire = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const { secret, codes } = await setUpTotp(claire);
    const asked = await claire.http.post('/api/compte/donnees/export').set('x-csrf-token', claire.csrf).expect(201);
    expect(asked.body.message).toMatch(/en préparation/);
    const again = await claire.http.post('/api/compte/donnees/export').set('x-csrf-token', claire.csrf).expect(429);
    expectEnvelope(again.body, 429, 'TROP_DE_TENTATIVES');

    const mail = await smtp.waitFor('gerant.multi@exemple.fr', /Vos données personnelles sont prêtes/, 60_000);
    const id = new URL(mail.text.match(/https?:\/\/\S*\/mon-compte\/donnees\?export=\S+/)![0]).searchParams.get('export')!;
    const mine = await claire.http.get('/api/compte/donnees').expect(200);
    expect(mine.body.exports[0]).toMatchObject({ id, statut: 'prete', taille: expect.any(Number) });

    const other = await signIn(t.baseUrl, 'associe@exemple.fr');
    await other.http.get(`/api/compte/donnees/exports/${id}`).expect(404);

    const res = await claire.http
      .get(`/api/compte/donnees/exports/${id}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/mes-donnees-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['donnees.json', 'resume.pdf']));
    const json = JSON.parse(strFromU8(files['donnees.json']));
    const keys = Object.keys(json.donnees);
    expect(keys.sort()).toEqual(
      [
        'appareils',
        'assemblee-generale',
        'communications',
        'compte',
        'consultations-identifiants',
        'coordonnees',
        'double-authentification',
        'droits',
        'identifiants',
        'inscriptions-evenements',
        'invitations-envoyees',
        'invitations-recues',
        'journal-connexion',
        'rappels',
        'rendez-vous',
      ].sort(),
    );
    const filled = Object.entries(json.donnees as Record<string, { lignes: unknown[] }>)
      .filter(([, s]) => s.lignes.length > 0)
      .map(([k]) => k);
    expect(filled).toEqual(
      expect.arrayContaining([
        'compte',
        'coordonnees',
        'droits',
        'inscriptions-evenements',
        'assemblee-generale',
        'rappels',
        'identifiants',
        'journal-connexion',
      ]),
    );
    expect(json.donnees.coordonnees.lignes[0]).toMatchObject({ nom: 'Martin' });

    const everything = Buffer.concat(Object.values(files).map((f) => Buffer.from(f))).toString('latin1') + strFromU8(files['donnees.json']);
    const [{ password_hash: hash }] = await t.ds.query(`SELECT password_hash FROM compte WHERE login = 'gerant.multi@exemple.fr'`);
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain(secret);
    for (const code of codes) expect(everything).not.toContain(code);
    const credentials = ['010001', '010002'].flatMap((code) => seededIdentifiants(code));
    expect(credentials.length).toBeGreaterThan(0);
    for (const c of credentials) expect(everything).not.toContain(c.motDePasse);

    const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rgpd-')), 'resume.pdf');
    fs.writeFileSync(pdf, files['resume.pdf']);
    const text = execFileSync('pdftotext', [pdf, '-']).toString();
    expect(text).toMatch(/Vos données personnelles sur MyCDER/);
    expect(text).toMatch(/Claire Martin/);
  });
});

describe('closing an account', () => {
  it('is asked by the member, confirmed by staff, and erases all but what the law keeps', async () => {
    const member = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const bad = await member.http.post('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).send({ confirmation: 'oui' }).expect(400);
    expect(bad.body.issues[0].message).toMatch(/SUPPRIMER/);
    await member.http
      .post('/api/compte/donnees/effacement')
      .set('x-csrf-token', member.csrf)
      .send({ confirmation: 'supprimer', motif: 'Je cesse mon activité.' })
      .expect(201);
    await member.http.post('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).send({ confirmation: 'SUPPRIMER' }).expect(409);
    await smtp.waitFor('particulier@exemple.fr', /Votre demande de clôture de compte/);

    const staff = await signInStaff(t.baseUrl, 'se.particuliers');
    const list = await staff.http.get('/api/rgpd/demandes').expect(200);
    const demande = list.body.find((d: { login: string }) => d.login === 'particulier@exemple.fr');
    expect(demande).toMatchObject({ statut: 'demandee', nom: 'Julien Moreau', motif: 'Je cesse mon activité.' });
    await member.http.get('/api/rgpd/demandes').expect(403);

    const kept = async () =>
      (
        await t.ds.query(
          `SELECT (SELECT count(*) FROM abonnement_facture)::int AS factures, (SELECT count(*) FROM ged_document)::int AS documents, (SELECT count(*) FROM duer)::int AS duer`,
        )
      )[0];
    const before = await kept();
    const done = await staff.http.post(`/api/rgpd/demandes/${demande.id}/confirmer`).set('x-csrf-token', staff.csrf).expect(200);
    expect(done.body.resultat).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'compte', action: 'supprime', count: 1 }),
        expect.objectContaining({ rule: 'coordonnees', action: 'anonymise' }),
        expect.objectContaining({ rule: 'factures', action: 'conserve' }),
        expect.objectContaining({ rule: 'duer', action: 'conserve' }),
        expect.objectContaining({ rule: 'documents-comptables', action: 'conserve' }),
      ]),
    );
    expect(new Set(done.body.resultat.map((r: { rule: string; action: string }) => `${r.rule}:${r.action}`)).size).toBe(done.body.resultat.length);
    // Every line of the retention table is applied, each as the table says.
    for (const rule of RETENTION_TABLE) {
      expect(done.body.resultat).toContainEqual(expect.objectContaining({ rule: rule.key, action: rule.aLEffacement }));
    }
    expect(await kept()).toEqual(before);
    await member.http.get('/api/auth/authenticate').expect(401);
    expect(await t.ds.query(`SELECT 1 FROM compte WHERE guid_personne = $1`, [PERSONNE.particulier])).toHaveLength(0);
    expect(await t.ds.query(`SELECT 1 FROM droit WHERE guid_personne = $1`, [PERSONNE.particulier])).toHaveLength(0);
    const [personne] = await t.ds.query(`SELECT nom, email FROM personne WHERE guid_personne = $1`, [PERSONNE.particulier]);
    expect(personne).toEqual({ nom: 'Personne supprimée', email: null });
    await smtp.waitFor('particulier@exemple.fr', /Votre compte est clôturé/);
    await staff.http.post(`/api/rgpd/demandes/${demande.id}/confirmer`).set('x-csrf-token', staff.csrf).expect(409);
    const proof = (await staff.http.get('/api/rgpd/demandes').expect(200)).body.find((d: { id: string }) => d.id === demande.id);
    expect(proof).toMatchObject({ statut: 'effectuee', nom: 'Julien Moreau', traiteePar: expect.stringMatching(/Fontaine/) });
  });

  it('can be refused with a reason mailed to the member, or cancelled by the member before', async () => {
    const member = await signIn(t.baseUrl, 'testeur@exemple.fr');
    await member.http.post('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).send({ confirmation: 'SUPPRIMER' }).expect(201);
    const cancelled = await member.http.delete('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).expect(200);
    expect(cancelled.body.message).toMatch(/annulée/);
    await member.http.delete('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).expect(404);
    await member.http.post('/api/compte/donnees/effacement').set('x-csrf-token', member.csrf).send({ confirmation: 'SUPPRIMER' }).expect(201);
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const demande = (await staff.http.get('/api/rgpd/demandes').expect(200)).body.find(
      (d: { login: string; statut: string }) => d.login === 'testeur@exemple.fr' && d.statut === 'demandee',
    );
    const empty = await staff.http.post(`/api/rgpd/demandes/${demande.id}/refuser`).set('x-csrf-token', staff.csrf).send({ motif: ' ' }).expect(400);
    expectEnvelope(empty.body, 400, 'VALIDATION');
    await staff.http.post(`/api/rgpd/demandes/${demande.id}/refuser`).set('x-csrf-token', staff.csrf).send({ motif: 'Un contrat en cours.' }).expect(200);
    await waitFor(async () => smtp.mails.find((m) => m.to.includes('testeur@exemple.fr') && m.text.includes('Un contrat en cours.')), 'le mail du refus');
    await member.http.get('/api/auth/authenticate').expect(200);
    expect((await member.http.get('/api/compte/donnees').expect(200)).body.effacement).toMatchObject({ statut: 'refusee', motifRefus: 'Un contrat en cours.' });
  });
});

describe('retention and the register of processing', () => {
  it('the scheduled job removes what is past its duration and journals it; the register lists every rule with its legal basis', async () => {
    await t.ds.query(
      `INSERT INTO journal_securite (guid_personne, evenement, created_at) VALUES ($1, 'connexion', now() - interval '400 days'), ($1, 'connexion', now() - interval '10 days')`,
      [PERSONNE.associe],
    );
    const removed = await t.portal.app.get(RgpdConservationService).apply();
    expect(removed['journal-connexion']).toBeGreaterThanOrEqual(1);
    const left: { age: number }[] = await t.ds.query(`SELECT extract(day FROM now() - created_at)::int AS age FROM journal_securite WHERE guid_personne = $1`, [
      PERSONNE.associe,
    ]);
    expect(left.every((r) => r.age < 365)).toBe(true);
    const journal: { regle: string }[] = await t.ds.query(`SELECT regle FROM journal_retention`);
    expect(journal.map((j) => j.regle)).toEqual(expect.arrayContaining(['journal-connexion', 'export-donnees']));

    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const registre = await staff.http.get('/api/rgpd/registre').expect(200);
    expect(registre.body.responsable).toBe('CDER');
    expect(registre.body.traitements).toHaveLength(RETENTION_TABLE.length);
    for (const row of registre.body.traitements) expect(row.baseLegale).toMatch(/RGPD|Code|Obligation|Intérêt/);
    expect(registre.body.traitements.find((r: { key: string }) => r.key === 'journal-connexion').derniereExecution).toMatchObject({
      supprimes: expect.any(Number),
    });
    const member = await signIn(t.baseUrl, 'associe@exemple.fr');
    await member.http.get('/api/rgpd/registre').expect(403);
  });
});
