import { Queue } from 'bullmq';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QA_PASSWORD, rdvId } from '../../../seeds/ids';
import { JobName, QueueName } from '../src/queue/queues';
import { startMailCatcher } from './mail-catcher';
import { signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let queue: Queue;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url, RDV_FILES_RETENTION_DAYS: '30', RDV_REQUESTS_PER_HOUR: '1000' }, [], { withWorker: true });
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

const dir = () => t.config.rendezVous.filesDir;
const partsDir = () => path.join(dir(), '.partiels');
const list = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((n) => n !== '.partiels') : []);
const age = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

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
    const before = list(dir());
    const res = await register([{ name: 'facture.pdf', data: EXE }], 400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', displayable: true });
    expect(res.body.issues).toEqual([
      { path: 'files.0', message: 'facture.pdf : Ce type de fichier n’est pas accepté : PDF, image, document bureautique ou texte uniquement.' },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(list(dir())).toEqual(before);
    expect(list(partsDir())).toEqual([]);
  });

  it('strips bidi and control characters from names and mails each file with its sniffed type', async () => {
    const res = await register(
      [
        { name: 'facture\u202Efdp.exe', data: PDF },
        { name: 'photo.pdf', data: PNG },
        { name: 'notes\u200F.txt', data: Buffer.from('Rendement 2025 : 62 q/ha\n') },
      ],
      200,
      'claire.bidi@exemple.fr',
    );
    const stored = await pieces(res.body.id);
    expect(stored.map(({ nom, type }) => ({ nom, type }))).toEqual([
      { nom: 'facturefdp.exe', type: 'application/pdf' },
      { nom: 'photo.pdf', type: 'image/png' },
      { nom: 'notes.txt', type: 'text/plain' },
    ]);
    await smtp.waitFor('claire.bidi@exemple.fr', /Votre demande/);
    const mail = smtp.mails.find((m) => m.to.includes('julie.bernard@') && m.text.includes('facturefdp.exe'));
    expect(mail?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'facturefdp.exe', contentType: 'application/pdf' },
      { filename: 'photo.pdf', contentType: 'image/png' },
      { filename: 'notes.txt', contentType: 'text/plain' },
    ]);
    expect(JSON.stringify(mail)).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
  });
});

describe('files left behind (issue 8 item 6)', () => {
  it('keeps parts outside the final folder: a request aborted mid-upload leaves no file', async () => {
    const g = await rawSession(GERANT);
    const before = list(dir());
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
    expect(list(dir())).toEqual(before);
    req.destroy();
    await until(() => list(partsDir()).length === 0, 'partie retirée après la coupure');
    expect(list(dir())).toEqual(before);
  });

  it('sweeps at start stale parts and stored files no request names; recent ones may be uploads in progress', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'rdv-fichiers-'));
    fs.mkdirSync(path.join(own, '.partiels'));
    const put = (name: string, ms: number) => {
      fs.writeFileSync(path.join(own, name), 'x');
      age(path.join(own, name), ms);
    };
    put('.partiels/crash.part', 2 * HOUR);
    put('.partiels/en-cours.part', 60_000);
    put('ancien-format.part', 2 * HOUR);
    put('0b000000-0000-4000-8000-000000000001', 2 * HOUR);
    put('0b000000-0000-4000-8000-000000000002', 60_000);
    const second = await startTestPortal({ RDV_FILES_DIR: own });
    try {
      await until(() => fs.readdirSync(own).length === 2, 'balayage au démarrage');
      expect(fs.readdirSync(own).sort()).toEqual(['.partiels', '0b000000-0000-4000-8000-000000000002']);
      expect(fs.readdirSync(path.join(own, '.partiels'))).toEqual(['en-cours.part']);
    } finally {
      await second.close();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('cancelling an appointment removes the attachments of the request it was scheduled from', async () => {
    const res = await register([{ name: 'bilan.pdf', data: PDF }]);
    const [piece] = await pieces(res.body.id);
    const rdv = rdvId('010001', 3);
    await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdv, res.body.id]);
    expect(fs.existsSync(path.join(dir(), piece!.fichier))).toBe(true);
    const g = await signIn(t.baseUrl, GERANT);
    await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id: rdv }).expect(200);
    expect(fs.existsSync(path.join(dir(), piece!.fichier))).toBe(false);
    expect(await pieces(res.body.id)).toEqual([]);
  });

  it('deleting an appointment deletes its request; the hourly job then removes the files no row names', async () => {
    const res = await register([{ name: 'bilan.pdf', data: PDF }]);
    const [piece] = await pieces(res.body.id);
    const rdv = rdvId('010002', 1);
    await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdv, res.body.id]);
    await t.ds.query('DELETE FROM rendez_vous WHERE id = $1', [rdv]);
    expect(await pieces(res.body.id)).toBeUndefined();
    const file = path.join(dir(), piece!.fichier);
    await runPurge();
    expect(fs.existsSync(file)).toBe(true); // untouched for less than an hour: may be a commit in progress elsewhere
    age(file, 2 * HOUR);
    expect(await runPurge()).toMatchObject({ orphans: 1 });
    expect(fs.existsSync(file)).toBe(false);
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
    expect(fs.existsSync(path.join(dir(), files.old))).toBe(false);
    expect(await pieces(old)).toEqual([]);
    expect(fs.existsSync(path.join(dir(), files.rdv))).toBe(true);
    expect(fs.existsSync(path.join(dir(), files.recent))).toBe(true);
  });
});
