import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import request from 'supertest';
import { RendezVousMessages as M } from '@portail/contracts';
import { PERSONNE, QA_PASSWORD, rdvId } from '../../../seeds/ids';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { RendezVousFichiers } from '../src/modules/rendez-vous/fichiers/rendez-vous-fichiers.service';
import { JobName, QueueName } from '../src/queue/queues';
import { startMailCatcher } from './mail-catcher';
import { signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let queue: Queue;
let blobs: BlobStore;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url, RDV_FILES_RETENTION_DAYS: '30', RDV_REQUESTS_PER_HOUR: '1000' }, [], { withWorker: true });
  blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
  queue = new Queue(QueueName.RendezVousFichiers, { connection: { url: t.config.redisUrl }, prefix: t.config.queuePrefix });
});
afterAll(async () => {
  await queue.close();
  await t.close();
  await smtp.close();
});

const GERANT = 'gerant.multi@exemple.fr';
const HOUR = 3600 * 1000;
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(64, 0)]);
const fields = { id: 'AG0101', raisonSociale: 'EARL des Coteaux de Vertus', codeDossier: '010001', reason: 'Bilan', tel: '0612345678' };

const partsDir = () => path.join(t.config.rendezVous.filesDir, '.partiels');
const list = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
const age = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));
/** The stored names of the attachments in the portal's blob store (FsBlobStore: files under FILES_DIR/rendez-vous). */
async function stored(store = blobs): Promise<string[]> {
  const names: string[] = [];
  for await (const blob of store.list('rendez-vous/')) names.push(blob.key.slice('rendez-vous/'.length));
  return names.sort();
}
const isStored = async (fichier: string) => (await blobs.stat(`rendez-vous/${fichier}`)) !== null;
/** Makes a blob look written `ms` ago (FsBlobStore lists a file's mtime). */
const ageBlob = (fichier: string, ms: number) => age(path.join(t.config.storage.filesDir, 'rendez-vous', fichier), ms);

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function register(files: { name: string; data: Buffer }[], status = 200, email?: string) {
  const g = await signIn(t.baseUrl, GERANT);
  let req = g.http.post('/api/appointments/register').query({ codeDossier: '010001' }).set('x-csrf-token', g.csrf);
  for (const [k, v] of Object.entries({ ...fields, ...(email ? { email } : {}) })) req = req.field(k, v);
  files.forEach((f, i) => (req = req.attach(`files[${i}]`, f.data, f.name)));
  return req.expect(status);
}

const pieces = async (id: string): Promise<{ nom: string; fichier: string; type: string }[]> =>
  (await t.ds.query('SELECT pieces_jointes FROM demande_rendez_vous WHERE id = $1', [id]))[0]?.pieces_jointes;

/** A signed-in session as a cookie header and CSRF token, for a hand-made request. */
async function rawSession(login: string): Promise<{ cookie: string; csrf: string }> {
  const jar = new Map<string, string>();
  const keep = (res: request.Response) => {
    for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = c.split(';');
      jar.set(pair!.split('=')[0]!, pair!);
    }
    return [...jar.values()].join('; ');
  };
  const first = await request(t.baseUrl).get('/api/auth/csrf').expect(200);
  const signedIn = await request(t.baseUrl)
    .post('/api/auth/login')
    .set('cookie', keep(first))
    .set('x-csrf-token', first.body.csrfToken)
    .send({ login, password: QA_PASSWORD })
    .expect(200);
  const fresh = await request(t.baseUrl).get('/api/auth/csrf').set('cookie', keep(signedIn)).expect(200);
  return { cookie: keep(fresh), csrf: fresh.body.csrfToken as string };
}

/** Runs the hourly purge now, through the queue the worker serves. */
async function runPurge(): Promise<unknown> {
  const job = await queue.add(JobName.PurgeRendezVousFichiers, {});
  await until(async () => ['completed', 'failed'].includes(await job.getState()), 'purge');
  const done = await queue.getJob(job.id!);
  expect(done?.failedReason).toBeUndefined();
  return done?.returnvalue;
}

describe('content and names (issue 8 item 16)', () => {
  it('refuses an executable named .pdf, keeps nothing and mails nothing', async () => {
    const before = await stored();
    const res = await register([{ name: 'facture.pdf', data: EXE }], 400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', displayable: true });
    expect(res.body.issues).toEqual([{ path: 'files.0', message: `facture.pdf : ${M.fichierContenuIncoherent}` }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await stored()).toEqual(before);
    expect(list(partsDir())).toEqual([]);
  });

  it('strips bidi and control characters from names and mails each file with its sniffed type', async () => {
    const res = await register(
      [
        { name: 'facture\u202Efdp.pdf', data: PDF },
        { name: 'photo.PNG', data: PNG },
        { name: 'notes\u200F.txt', data: Buffer.from('Rendement 2025 : 62 q/ha\n') },
      ],
      200,
      'claire.bidi@exemple.fr',
    );
    const kept = await pieces(res.body.id);
    expect(kept.map(({ nom, type }) => ({ nom, type }))).toEqual([
      { nom: 'facturefdp.pdf', type: 'application/pdf' },
      { nom: 'photo.PNG', type: 'image/png' },
      { nom: 'notes.txt', type: 'text/plain' },
    ]);
    // The adviser's mail reads its attachments from the blob store: the client's may arrive first.
    const adviserMail = () => smtp.mails.find((m) => m.to.includes('julie.bernard@') && m.text.includes('facturefdp.pdf'));
    await until(() => adviserMail() !== undefined, 'mail au conseiller', 15_000);
    const mail = adviserMail();
    expect(mail?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'facturefdp.pdf', contentType: 'application/pdf' },
      { filename: 'photo.PNG', contentType: 'image/png' },
      { filename: 'notes.txt', contentType: 'text/plain' },
    ]);
    expect(mail?.attachmentTexts['notes.txt']).toBe('Rendement 2025 : 62 q/ha\n');
    expect(JSON.stringify(mail)).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    for (const p of kept) expect(await isStored(p.fichier)).toBe(true);
    expect(list(partsDir())).toEqual([]);
  });
});

describe('extensions and contents (issue 30 item 1)', () => {
  const SCRIPT = Buffer.from('<script>new ActiveXObject("WScript.Shell").Run("cmd /c calc")</script>\n');
  const FORM = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><form action="https://exemple.invalid"><input type="password" name="mdp"></form></foreignObject></svg>\n',
  );
  const requests = async (email: string) => (await t.ds.query('SELECT count(*)::int AS n FROM demande_rendez_vous WHERE email = $1', [email]))[0].n;

  it.each([
    ['urgent.hta', SCRIPT],
    ['outil.js', SCRIPT],
    ['lancer.bat', Buffer.from('@echo off\r\npowershell -c "iwr https://exemple.invalid"\r\n')],
    ['logo.svg', FORM],
    ['connexion.html', FORM],
    ['LISEZMOI', Buffer.from('Sans extension\n')],
  ])('refuses %s, a text outside the allow-list of extensions, keeping and mailing nothing', async (name, data) => {
    const before = await stored();
    const email = `refus.${name.replace(/\W/g, '')}@exemple.fr`;
    const res = await register(
      [
        { name: 'bilan.pdf', data: PDF },
        { name, data },
      ],
      400,
      email,
    );
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', displayable: true });
    expect(res.body.issues).toEqual([{ path: 'files.1', message: `${name} : ${M.typeFichierRefuse}` }]);
    expect(await requests(email)).toBe(0);
    expect(await stored()).toEqual(before);
    await until(() => list(partsDir()).length === 0, 'parties retirées');
  });

  it('refuses a content that is not of its extension: a PNG named .pdf, a PDF named .txt, a web page named .docx', async () => {
    const res = await register(
      [
        { name: 'photo.pdf', data: PNG },
        { name: 'notes.txt', data: PDF },
        { name: 'courrier.docx', data: FORM },
      ],
      400,
      'refus.contenu@exemple.fr',
    );
    expect(res.body.issues).toEqual([
      { path: 'files.0', message: `photo.pdf : ${M.fichierContenuIncoherent}` },
      { path: 'files.1', message: `notes.txt : ${M.fichierContenuIncoherent}` },
      { path: 'files.2', message: `courrier.docx : ${M.fichierContenuIncoherent}` },
    ]);
    expect(await requests('refus.contenu@exemple.fr')).toBe(0);
  });
});

describe('files left behind (issue 8 item 6)', () => {
  it('keeps parts outside the final folder: a request aborted mid-upload leaves no file', async () => {
    const g = await rawSession(GERANT);
    const before = await stored();
    const boundary = 'coupure';
    const head = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const url = new URL('/api/appointments/register?codeDossier=010001', t.baseUrl);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        cookie: g.cookie,
        'x-csrf-token': g.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(20 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(head + fileHead);
    req.write(PDF);
    req.write(Buffer.alloc(2 * 1024 * 1024, 0x20));
    await until(() => list(partsDir()).some((n) => fs.statSync(path.join(partsDir(), n)).size > 1024 * 1024), 'partie écrite');
    expect(await stored()).toEqual(before);
    req.destroy();
    await until(() => list(partsDir()).length === 0, 'partie retirée après la coupure');
    expect(await stored()).toEqual(before);
  });

  it('sweeps at start stale parts and stored files no request names; recent ones may be uploads in progress', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'rdv-fichiers-'));
    const [rdvDir, filesDir] = [path.join(own, 'rdv'), path.join(own, 'files')];
    const put = (file: string, ms: number) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      age(file, ms);
    };
    put(path.join(rdvDir, '.partiels/crash.part'), 2 * HOUR);
    put(path.join(rdvDir, '.partiels/en-cours.part'), 60_000);
    put(path.join(rdvDir, 'ancien-format.part'), 2 * HOUR);
    put(path.join(filesDir, 'rendez-vous/0b000000-0000-4000-8000-000000000001'), 2 * HOUR);
    put(path.join(filesDir, 'rendez-vous/0b000000-0000-4000-8000-000000000002'), 60_000);
    put(path.join(filesDir, 'autre/0b000000-0000-4000-8000-000000000003'), 2 * HOUR);
    const second = await startTestPortal({ RDV_FILES_DIR: rdvDir, FILES_DIR: filesDir });
    try {
      const store = second.portal.app.get<BlobStore>(BLOB_STORE);
      await until(async () => (await stored(store)).length === 1 && list(path.join(rdvDir, '.partiels')).length === 1, 'balayage au démarrage');
      expect(await stored(store)).toEqual(['0b000000-0000-4000-8000-000000000002']);
      expect(list(path.join(rdvDir, '.partiels'))).toEqual(['en-cours.part']);
      expect(list(rdvDir)).toEqual(['.partiels']);
      expect(await store.stat('autre/0b000000-0000-4000-8000-000000000003')).toEqual({ size: 1 });
    } finally {
      await second.close();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('at start, moves into the blob store the files of the former layout a request names, and sweeps the others', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'rdv-fichiers-'));
    const [rdvDir, filesDir] = [path.join(own, 'rdv'), path.join(own, 'files')];
    const [named, orphan] = ['0c000000-0000-4000-8000-000000000001', '0c000000-0000-4000-8000-000000000002'];
    fs.mkdirSync(rdvDir, { recursive: true });
    fs.writeFileSync(path.join(rdvDir, named), 'bilan');
    fs.writeFileSync(path.join(rdvDir, orphan), 'x');
    age(path.join(rdvDir, orphan), 2 * HOUR);
    const second = await startTestPortal({ RDV_FILES_DIR: rdvDir, FILES_DIR: filesDir });
    try {
      // The sweep at start removes the stale orphan and keeps the recent file no row names yet.
      await until(() => !list(rdvDir).includes(orphan), 'balayage au démarrage');
      await second.ds.query(
        `INSERT INTO demande_rendez_vous (id, code_dossier, guid_personne, code_agent, motif, pieces_jointes) VALUES ($1, '010001', $2, 'AG0101', 'Ancien format', $3::jsonb)`,
        [randomUUID(), PERSONNE.gerantMulti, JSON.stringify([{ nom: 'bilan.pdf', fichier: named, taille: 5 }])],
      );
      await second.portal.app.get(RendezVousFichiers).sweepLeftovers();
      expect(list(rdvDir).filter((n) => n !== '.partiels')).toEqual([]);
      const store = second.portal.app.get<BlobStore>(BLOB_STORE);
      expect(await stored(store)).toEqual([named]);
      expect((await buffer(await store.get(`rendez-vous/${named}`))).toString()).toBe('bilan');
    } finally {
      await second.close();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('a request whose commit fails after its files were put leaves no blob, no part and no row', async () => {
    await t.ds.query(`CREATE FUNCTION echec_au_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'échec au commit'; END $$`);
    await t.ds.query(
      `CREATE CONSTRAINT TRIGGER echec_au_commit AFTER INSERT ON demande_rendez_vous DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (NEW.email = 'echec.commit@exemple.fr') EXECUTE FUNCTION echec_au_commit()`,
    );
    try {
      const before = await stored();
      await register([{ name: 'bilan.pdf', data: PDF }], 500, 'echec.commit@exemple.fr');
      expect(await stored()).toEqual(before);
      await until(() => list(partsDir()).length === 0, 'parties retirées');
      expect((await t.ds.query(`SELECT count(*)::int AS n FROM demande_rendez_vous WHERE email = 'echec.commit@exemple.fr'`))[0].n).toBe(0);
    } finally {
      await t.ds.query('DROP TRIGGER echec_au_commit ON demande_rendez_vous');
      await t.ds.query('DROP FUNCTION echec_au_commit()');
    }
  });

  it('cancelling an appointment removes the attachments of the request it was scheduled from', async () => {
    const res = await register([{ name: 'bilan.pdf', data: PDF }]);
    const [piece] = await pieces(res.body.id);
    const rdv = rdvId('010001', 3);
    await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdv, res.body.id]);
    expect(await isStored(piece!.fichier)).toBe(true);
    const g = await signIn(t.baseUrl, GERANT);
    await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id: rdv }).expect(200);
    expect(await isStored(piece!.fichier)).toBe(false);
    expect(await pieces(res.body.id)).toEqual([]);
  });

  it('deleting an appointment deletes its request; the hourly job then removes the files no row names', async () => {
    const res = await register([{ name: 'bilan.pdf', data: PDF }]);
    const [piece] = await pieces(res.body.id);
    const rdv = rdvId('010002', 1);
    await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdv, res.body.id]);
    await t.ds.query('DELETE FROM rendez_vous WHERE id = $1', [rdv]);
    expect(await pieces(res.body.id)).toBeUndefined();
    await runPurge();
    expect(await isStored(piece!.fichier)).toBe(true); // written less than an hour ago: may be a commit in progress elsewhere
    ageBlob(piece!.fichier, 2 * HOUR);
    expect(await runPurge()).toMatchObject({ orphans: 1 });
    expect(await isStored(piece!.fichier)).toBe(false);
  });

  it('removes attachments past the retention (RDV_FILES_RETENTION_DAYS after the request, or after its appointment when later) by a scheduled job', async () => {
    await until(async () => (await queue.getJobSchedulers()).some((s) => s.name === JobName.PurgeRendezVousFichiers), 'job planifié');
    const old = (await register([{ name: 'ancien.pdf', data: PDF }])).body.id as string;
    const oldWithFutureRdv = (await register([{ name: 'rdv.pdf', data: PDF }])).body.id as string;
    const recent = (await register([{ name: 'recent.pdf', data: PDF }])).body.id as string;
    await t.ds.query(`UPDATE demande_rendez_vous SET created_at = now() - interval '31 days' WHERE id = ANY($1::uuid[])`, [[old, oldWithFutureRdv]]);
    await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdvId('010001', 1), oldWithFutureRdv]);
    const files = { old: (await pieces(old))[0]!.fichier, rdv: (await pieces(oldWithFutureRdv))[0]!.fichier, recent: (await pieces(recent))[0]!.fichier };
    expect(await runPurge()).toMatchObject({ expired: 1 });
    expect(await isStored(files.old)).toBe(false);
    expect(await pieces(old)).toEqual([]);
    expect(await isStored(files.rdv)).toBe(true);
    expect(await isStored(files.recent)).toBe(true);
  });
});
