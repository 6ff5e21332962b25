import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { DocumentsMessages as M, GED_MAX_FILE_BYTES } from '@portail/contracts';
import { docx, ensureFolders, exe, pdf, png } from './documents-upload-fixtures';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
  for (const code of ['010001', '010002', '010004', '010016']) await ensureFolders(t.ds, code);
});
afterAll(async () => {
  await t.close();
});

const GERANT = 'gerant.multi@exemple.fr';
type Session = Awaited<ReturnType<typeof signIn>>;

const filesDir = () => t.config.storage.filesDir;
const tmpFiles = () => (fs.existsSync(path.join(filesDir(), '.tmp')) ? fs.readdirSync(path.join(filesDir(), '.tmp')) : []);
const blobsOf = (code: string) => (fs.existsSync(path.join(filesDir(), 'ged', code)) ? fs.readdirSync(path.join(filesDir(), 'ged', code)).sort() : []);
const countDocuments = async () => Number((await t.ds.query('SELECT count(*) AS n FROM ged_document'))[0].n);
const countEnvois = async () => Number((await t.ds.query('SELECT count(*) AS n FROM ged_envoi'))[0].n);

function upload(s: Session, file: { name: string; data: Buffer } | null, fields: Record<string, string> = {}, query = '010001') {
  let req = s.http.post(`/api/documents/upload?codeDossier=${query}`).set('x-csrf-token', s.csrf);
  for (const [k, v] of Object.entries({ codedossier: query, typeFichier: 'AUTRESDOCS', ...fields })) req = req.field(k, v);
  return file ? req.attach('files', file.data, file.name) : req;
}

/** Nothing written: same rows, same blobs, no temporary file. */
async function expectNothingLeft(before: { documents: number; envois: number; blobs: string[] }, code = '010001') {
  for (let i = 0; i < 20 && tmpFiles().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(tmpFiles()).toEqual([]);
  expect(await countDocuments()).toBe(before.documents);
  expect(await countEnvois()).toBe(before.envois);
  expect(blobsOf(code)).toEqual(before.blobs);
}
const snapshot = async (code = '010001') => ({ documents: await countDocuments(), envois: await countEnvois(), blobs: blobsOf(code) });

describe('POST /api/documents/upload', () => {
  it('401 anonymous, 403 another dossier, 403 without the module, 400 envelope; nothing written', async () => {
    const before = await snapshot();
    const anon = await agent(t.baseUrl);
    expectEnvelope((await upload(anon, { name: 'a.pdf', data: pdf() }).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await upload(associe, { name: 'a.pdf', data: pdf() }).expect(403)).body, 403, 'INTERDIT');
    // gerant.multi is Associé on 010004: no document category.
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await upload(g, { name: 'a.pdf', data: pdf() }, {}, '010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    const badType = await upload(g, { name: 'a.pdf', data: pdf() }, { typeFichier: 'AUTRE' }).expect(400);
    expectEnvelope(badType.body, 400, 'VALIDATION');
    expect(badType.body.issues).toEqual([{ path: 'typeFichier', message: 'Type de fichier invalide.' }]);
    const mismatch = await upload(g, { name: 'a.pdf', data: pdf() }, { codedossier: '010002' }).expect(400);
    expect(mismatch.body.message).toBe(M.dossierIncoherent);
    expect((await upload(g, null).expect(400)).body.message).toBe(M.aucunFichier);
    const noQuery = g.http.post('/api/documents/upload').set('x-csrf-token', g.csrf).field('codedossier', '010001').field('typeFichier', 'AUTRESDOCS');
    expect((await noQuery.attach('files', pdf(), 'a.pdf').expect(400)).body.message).toBe('Le code dossier est obligatoire.');
    await expectNothingLeft(before);
  });

  it('stores the file in the waiting folder with its history row and processing job, in one go', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const data = pdf('Relevé de compte');
    const res = await upload(g, { name: 'relevé banque.pdf', data }).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), nomFichier: 'relevé banque.pdf', taille: data.length });
    const id = res.body.id as string;
    const [row] = await t.ds.query(
      `SELECT d.code_dossier, d.nom, d.type, d.extension, d.mime, d.taille, d.blob_key, d.sha256, d.type_fichier, d.depose_par IS NOT NULL AS par, n.code
       FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE d.id = $1`,
      [id],
    );
    expect(row).toEqual({
      code_dossier: '010001',
      nom: 'relevé banque.pdf',
      type: 'document',
      extension: 'pdf',
      mime: 'application/pdf',
      taille: String(data.length),
      blob_key: `ged/010001/${id}`,
      sha256: createHash('sha256').update(data).digest('hex'),
      type_fichier: 'AUTRESDOCS',
      par: true,
      code: 'attente',
    });
    expect(fs.readFileSync(path.join(filesDir(), 'ged', '010001', id))).toEqual(data);
    expect(await t.ds.query('SELECT nom_fichier, type_fichier FROM ged_envoi WHERE document_id = $1', [id])).toEqual([
      { nom_fichier: 'relevé banque.pdf', type_fichier: 'AUTRESDOCS' },
    ]);
    expect(await t.ds.query('SELECT queue, job_name, payload FROM outbox WHERE job_id = $1', [`ged-traiter-${id}`])).toEqual([
      { queue: 'ged', job_name: expect.any(String), payload: { documentId: id } },
    ]);
    expect(tmpFiles()).toEqual([]);
  });

  it('takes png and docx by content; invoices become type facture', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const image = await upload(g, { name: 'photo.PNG', data: png() }).expect(201);
    const word = await upload(g, { name: 'courrier.docx', data: docx() }).expect(201);
    const invoice = await upload(g, { name: 'facture.pdf', data: pdf() }, { typeFichier: 'FACTURES' }).expect(201);
    const rows = await t.ds.query('SELECT id, type, extension, mime, type_fichier FROM ged_document WHERE id = ANY($1) ORDER BY extension', [
      [image.body.id, word.body.id, invoice.body.id],
    ]);
    expect(rows.map((r: Record<string, string>) => [r.extension, r.mime, r.type, r.type_fichier])).toEqual([
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document', 'AUTRESDOCS'],
      ['pdf', 'application/pdf', 'facture', 'FACTURES'],
      ['png', 'image/png', 'document', 'AUTRESDOCS'],
    ]);
  });

  it('refuses an empty file, a type off the list, html, and an .exe renamed .pdf, naming the file; nothing left', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const before = await snapshot();
    const refused = async (name: string, data: Buffer, message: string) => {
      const res = await upload(g, { name, data }).expect(400);
      expectEnvelope(res.body, 400, 'VALIDATION');
      expect(res.body).toMatchObject({ message, displayable: true });
    };
    await refused('vide.pdf', Buffer.alloc(0), M.fichierVide('vide.pdf'));
    await refused('notes.txt', Buffer.from('bonjour'), M.fichierTypeRefuse('notes.txt'));
    await refused('page.html', Buffer.from('<html><body>x</body></html>'), M.fichierTypeRefuse('page.html'));
    await refused('facture.pdf', exe(), M.fichierContenuIncoherent('facture.pdf'));
    await refused('page.pdf', Buffer.from('<html><script>alert(1)</script></html>'), M.fichierContenuIncoherent('page.pdf'));
    await refused('image.jpg', png(), M.fichierContenuIncoherent('image.jpg'));
    await expectNothingLeft(before);
  });

  it('413 over 25 Mo, with the file named; nothing left', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const before = await snapshot();
    const big = Buffer.concat([pdf(), Buffer.alloc(GED_MAX_FILE_BYTES, 0x20)]);
    const res = await upload(g, { name: 'gros.pdf', data: big }).expect(413);
    expectEnvelope(res.body, 413, 'TROP_VOLUMINEUX');
    expect(res.body).toMatchObject({ message: M.fichierTropLourd('gros.pdf'), displayable: true });
    await expectNothingLeft(before);
  });

  it('a client cut off mid-upload leaves neither a row, nor a blob, nor a temporary file', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const before = await snapshot();
    const boundary = 'coupure-en-cours';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="codedossier"\r\n\r\n010001\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="typeFichier"\r\n\r\nAUTRESDOCS\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="coupe.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const sessionCookie = await cookieOf(g);
    let midway: string[] = [];
    await new Promise<void>((resolve) => {
      const req = http.request(`${t.baseUrl}/api/documents/upload?codeDossier=010001`, {
        method: 'POST',
        headers: {
          cookie: sessionCookie,
          'x-csrf-token': g.csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 10 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(head);
      req.write(Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]));
      // Long enough for the first megabytes to reach the temporary file, then the socket goes.
      setTimeout(() => {
        midway = tmpFiles();
        req.destroy();
        resolve();
      }, 700);
    });
    expect(midway).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    await expectNothingLeft(before);
  });

  it('upload choice: invoices need non_cder_particulier, payslip material a payroll manager on the dossier', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const before = await snapshot('010002');
    // 010002 has no adviser of function 'Gestionnaire Paie'.
    const pay = await upload(g, { name: 'paie.pdf', data: pdf() }, { typeFichier: 'PAIE' }, '010002').expect(403);
    expect(pay.body).toMatchObject({ message: M.typeNonAutorise, displayable: true });
    await expectNothingLeft(before, '010002');
    await upload(g, { name: 'paie.pdf', data: pdf() }, { typeFichier: 'PAIE' }).expect(201);
    const particulier = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const invoice = await upload(particulier, { name: 'f.pdf', data: pdf() }, { typeFichier: 'FACTURES' }, '010016').expect(403);
    expect(invoice.body.message).toBe(M.typeNonAutorise);
    await upload(particulier, { name: 'avis.pdf', data: pdf() }, {}, '010016').expect(201);
    // The type sent before the file is checked before a byte is stored: an oversized file is refused for its type, not its size.
    const big = Buffer.concat([pdf(), Buffer.alloc(GED_MAX_FILE_BYTES, 0x20)]);
    const early = await upload(particulier, { name: 'gros.pdf', data: big }, { typeFichier: 'FACTURES' }, '010016').expect(403);
    expect(early.body.message).toBe(M.typeNonAutorise);
  });
});

async function cookieOf(s: Session): Promise<string> {
  const jar = (s.http as unknown as { jar: { getCookies(o: object): { toValueString(): string }[] } }).jar;
  return jar
    .getCookies({ domain: 'localhost', path: '/', secure: false, script: false })
    .map((c) => c.toValueString())
    .join('; ');
}

describe('POST /api/documents/sendmailconfirmupload', () => {
  const body = { nbDocuments: 3, nbDocumentsEnErreur: 1, codedossier: '010001', typeFichier: 'AUTRESDOCS', commentaire: 'Voici <b>les relevés</b>' };
  const send = (s: Session, b: object) => s.http.post('/api/documents/sendmailconfirmupload').set('x-csrf-token', s.csrf).send(b);

  it('401, 403 another dossier, 403 without the module, 400 envelope', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await send(anon, body).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await send(associe, body).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send(g, { ...body, codedossier: '010004' }).expect(403)).body, 403, 'MODULE_INTERDIT');
    const bad = await send(g, { ...body, nbDocuments: -1 }).expect(400);
    expectEnvelope(bad.body, 400, 'VALIDATION');
    expect(bad.body.issues[0].path).toBe('nbDocuments');
  });

  it('mails every adviser of the dossier through the outbox, with counts, type, uploader and the escaped comment', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send(g, body).expect(200)).body).toEqual({ envoye: true });
    const rows = await t.ds.query(`SELECT payload FROM outbox WHERE queue = 'mail' AND job_id LIKE 'ged-depot-%' ORDER BY payload->>'to'`);
    expect(rows.map((r: { payload: { to: string } }) => r.payload.to)).toEqual(['julie.bernard@cabinet.exemple.fr', 'marc.roussel@cabinet.exemple.fr']);
    const mail = rows[0].payload as { subject: string; text: string; html: string };
    expect(mail.subject).toMatch(/^Dépôt de documents — EARL des Coteaux de Vertus \(010001\)/);
    // Singular and plural as a person writes them (issue 29, defect 15).
    expect(mail.text).toContain('a déposé 3 fichiers (documents)');
    expect(mail.text).toContain("1 fichier n'a pas pu être envoyé.");
    expect(mail.text).toContain('Commentaire : Voici <b>les relevés</b>');
    expect(mail.html).toContain('Voici &#60;b&#62;les relevés&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>les');
  });
});

describe('confirmation limit', () => {
  it('refuses a 31st confirmation within the hour with 429 and Retry-After, mailing nothing more', async () => {
    const particulier = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const body = { nbDocuments: 1, nbDocumentsEnErreur: 0, codedossier: '010016', typeFichier: 'AUTRESDOCS' };
    const send = () => particulier.http.post('/api/documents/sendmailconfirmupload').set('x-csrf-token', particulier.csrf).send(body);
    for (let i = 0; i < 30; i++) await send().expect(200);
    const count = async () =>
      Number((await t.ds.query(`SELECT count(*) AS n FROM outbox WHERE queue = 'mail' AND payload->>'subject' LIKE '%(010016)%'`))[0].n);
    const mails = await count();
    const refused = await send().expect(429);
    expectEnvelope(refused.body, 429, 'TROP_DE_TENTATIVES');
    expect(refused.body.message).toBe(M.tropDeConfirmations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(mails);
  });
});

describe('GET /api/documents/ged/historique/{codeDossier}', () => {
  it('401, 403 another dossier, 403 without the module, 400 envelope', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/documents/ged/historique/010001').expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get('/api/documents/ged/historique/010001').expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/documents/ged/historique/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await g.http.get('/api/documents/ged/historique/010001?type=tout').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists the uploads newest first, by tab, paged', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await upload(g, { name: 'dernier-document.pdf', data: pdf() }, {}, '010002').expect(201);
    await upload(g, { name: 'derniere-facture.pdf', data: pdf() }, { typeFichier: 'FACTURES' }, '010002').expect(201);
    const all = (await g.http.get('/api/documents/ged/historique/010002').expect(200)).body;
    expect(all.data.map((e: { nomFichier: string }) => e.nomFichier)).toEqual(['derniere-facture.pdf', 'dernier-document.pdf']);
    expect(all).toMatchObject({ page: 0, size: 20, total: 2 });
    expect(all.data[0]).toEqual({ id: expect.any(String), nomFichier: 'derniere-facture.pdf', dateEnvoi: expect.any(String), typeFichier: 'FACTURES' });
    const factures = (await g.http.get('/api/documents/ged/historique/010002?type=factures').expect(200)).body;
    expect(factures.data.map((e: { nomFichier: string }) => e.nomFichier)).toEqual(['derniere-facture.pdf']);
    const documents = (await g.http.get('/api/documents/ged/historique/010002?type=documents&size=1&page=0').expect(200)).body;
    expect(documents).toMatchObject({ total: 1, size: 1, data: [{ nomFichier: 'dernier-document.pdf' }] });
    expect((await g.http.get('/api/documents/ged/historique/010002?page=1&size=1').expect(200)).body.data[0].nomFichier).toBe('dernier-document.pdf');
  });
});
