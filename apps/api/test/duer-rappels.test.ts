import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { PERSONNE } from '../../../seeds/ids';
import { resetDossier } from '../../../seeds/seed';
import { nombreSalariesOf as nombreSalaries } from '@portail/contracts';
import { DuerRappels, RAPPEL_TITRE, rappelMessage } from '../src/modules/duer/rappels/duer-rappels.service';
import { OutboxService } from '../src/modules/outbox/outbox.service';
import { JobName, QueueName } from '../src/queue/queues';
import { startMailCatcher } from './mail-catcher';
import { startTestPortal, type TestPortal } from './test-app';

/**
 * The yearly DUER update reminder (R4121-2) on the seeded dossiers: 010001 (entity 0001, tool_duer, gérante Claire Martin,
 * advisers Julie Bernard CE and Marc Roussel paie), 010002 (0003, tool_duer), 010003 (0015, tool_duer), 010004 (no tool_duer).
 */
let t: TestPortal;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let queue: Queue;
let rappels: DuerRappels;

const MOIS_MS = 30.5 * 24 * 3600_000;
const CONSEILLER_CE = 'julie.bernard@cabinet.exemple.fr';

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what} (${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The latest DUER of the dossier gets this 'Nombre de salarié(s)' (a row is created when it has none). */
async function salaries(codeDossier: string, texte: string): Promise<void> {
  const [{ id }] = await t.ds.query('SELECT id FROM duer WHERE code_dossier = $1 ORDER BY annee DESC, id DESC LIMIT 1', [codeDossier]);
  const updated: [unknown[], number] = await t.ds.query('UPDATE duer_informations_generales SET nombre_salaries = $2 WHERE id_duer = $1', [id, texte]);
  if (updated[1] === 0) await t.ds.query('INSERT INTO duer_informations_generales (id_duer, nombre_salaries) VALUES ($1, $2)', [id, texte]);
}

/** Every DUER of the dossier finished this long ago, and a sealed version printed then. */
async function derniereVersion(codeDossier: string, ageMs: number): Promise<void> {
  const date = new Date(Date.now() - ageMs);
  await t.ds.query('UPDATE duer SET est_fini = true, date_fini = $2 WHERE code_dossier = $1', [codeDossier, date]);
  const [{ id, annee }] = await t.ds.query('SELECT id, annee FROM duer WHERE code_dossier = $1 ORDER BY annee DESC LIMIT 1', [codeDossier]);
  const [{ numero }] = await t.ds.query('SELECT coalesce(max(numero), 0) + 1 AS numero FROM duer_version WHERE code_dossier = $1', [codeDossier]);
  await t.ds.query(
    `INSERT INTO duer_version (code_dossier, id_duer, annee, numero, id_impression, blob_key, sha256, taille, pages, imprime_le, imprime_par, imprime_par_nom, par_collaborateur, conserver_jusqu_au, contenu)
     VALUES ($1, $2, $3, $4, $5, 'duer/test.pdf', $6, 10, 1, $7::timestamptz, $8, 'Claire Martin', false, ($7::timestamptz + interval '40 years')::date, '{}')`,
    [codeDossier, id, annee, numero, randomUUID(), '0'.repeat(64), date, PERSONNE.gerantMulti],
  );
}

const notifications = (): Promise<{ guid_personne: string; message: string; url: string }[]> =>
  t.ds.query(`SELECT guid_personne, message, url FROM notification WHERE message LIKE 'Le document unique d''évaluation des risques%' ORDER BY guid_personne`);
const loginOf = async (guid: string): Promise<string> => (await t.ds.query('SELECT login FROM compte WHERE guid_personne = $1 AND actif', [guid]))[0].login;
const outboxMails = async (): Promise<string[]> =>
  (await t.ds.query(`SELECT payload->>'to' AS "to" FROM outbox WHERE job_id LIKE 'duer-rappel-%' ORDER BY 1`)).map((r: { to: string }) => r.to);

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  queue = new Queue(QueueName.DuerRappels, { connection: { url: t.config.redisUrl }, prefix: t.config.queuePrefix });
  rappels = t.portal.app.get(DuerRappels);
  // The run of the workers' start, on the QA set (no dossier of 11 employees): done before the cases change the data.
  await until(
    () => queue.getJobCounts('completed', 'active', 'wait', 'prioritized', 'failed'),
    (c) => c.completed >= 1 && c.active + c.wait + c.prioritized === 0,
    'rappel du démarrage',
  );
  // The cases below date 010001's versions themselves: the QA set's (11 months old) goes; 010003's (2 months) stays.
  await t.ds.transaction(async (tx) => {
    await tx.query(`SET LOCAL portail.purge_versions = 'on'`);
    await tx.query(`DELETE FROM duer_version WHERE code_dossier = '010001'`);
  });
  expect(await notifications()).toEqual([]);
});
afterAll(async () => {
  await queue.close();
  await t.close();
  await smtp.close();
});

it('reads the first whole number of the free text as the number of employees', () => {
  expect(nombreSalaries('1 permanent, 12 à 15 saisonniers')).toBe(1);
  expect(nombreSalaries('Onze')).toBeNull();
  expect(nombreSalaries(null)).toBeNull();
  expect(nombreSalaries('environ 25 salariés')).toBe(25);
  expect(nombreSalaries('1 200 salariés')).toBe(1200);
  expect(nombreSalaries('12 000')).toBe(12000);
});

it('reminds nobody of a dossier of 10 employees whose last version is 13 months old', async () => {
  await salaries('010001', '10 salariés');
  await derniereVersion('010001', 13 * MOIS_MS);
  expect(await rappels.rappeler()).toEqual({ dossiers: [] });
  expect(await notifications()).toEqual([]);
});

it('reminds nobody of a dossier without the DUER tool, whatever its employees', async () => {
  await salaries('010002', '40 salariés');
  await derniereVersion('010002', 14 * MOIS_MS);
  await t.ds.query(`DELETE FROM dossier_module WHERE code_dossier = '010002' AND module IN ('tool_duer', 'tool_duer_collaborateur')`);
  expect(await rappels.rappeler()).toEqual({ dossiers: [] });
  expect(await notifications()).toEqual([]);
});

it('reminds nobody when the last definitive version is recent', async () => {
  await salaries('010003', '11 salariés');
  await derniereVersion('010003', 13 * MOIS_MS);
  await derniereVersion('010003', 2 * MOIS_MS);
  expect(await rappels.rappeler()).toEqual({ dossiers: [] });
  expect(await notifications()).toEqual([]);
});

it('11 employees and a version 13 months old: notifies the members holding tool_duer and the DUER adviser, and mails them', async () => {
  await salaries('010001', '11 salariés dont 3 saisonniers');
  expect(await rappels.rappeler()).toEqual({ dossiers: ['010001'] });

  const message = rappelMessage('EARL des Coteaux de Vertus');
  const notified = await notifications();
  expect(notified).toContainEqual({ guid_personne: PERSONNE.gerantMulti, message, url: '/outils/duer' });
  expect(notified).toContainEqual({ guid_personne: PERSONNE.ceConseiller, message, url: '/outils/duer' });
  // The payroll adviser of 010001 has no DUER function; the associé of 010004 is no member of 010001.
  expect(notified.map((n) => n.guid_personne)).not.toContain(PERSONNE.gestionnairePaie);
  expect(notified.map((n) => n.guid_personne)).not.toContain(PERSONNE.associe);
  expect(message).toContain('article R4121-2 du Code du travail');

  const gerante = await loginOf(PERSONNE.gerantMulti);
  expect(await outboxMails()).toEqual(expect.arrayContaining([gerante, CONSEILLER_CE]));
  for (const to of [gerante, CONSEILLER_CE]) {
    const mail = await smtp.waitFor(to, new RegExp(RAPPEL_TITRE));
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`${t.config.publicUrl}/outils/duer`);
  }
  const [{ dernier_envoi }] = await t.ds.query(`SELECT dernier_envoi FROM duer_rappel WHERE code_dossier = '010001'`);
  expect(Date.now() - new Date(dernier_envoi).getTime()).toBeLessThan(60_000);
});

it('does not remind the same dossier again within 30 days, and again after', async () => {
  const avant = (await notifications()).length;
  expect(await rappels.rappeler()).toEqual({ dossiers: [] });
  expect(await rappels.rappeler(new Date(Date.now() + 29 * 24 * 3600_000))).toEqual({ dossiers: [] });
  expect((await notifications()).length).toBe(avant);
  expect(await rappels.rappeler(new Date(Date.now() + 31 * 24 * 3600_000))).toEqual({ dossiers: ['010001'] });
  expect((await notifications()).length).toBeGreaterThan(avant);
});

it('runs through the real queue on the worker: the job of the outbox reminds the dossier once', async () => {
  await t.ds.query(`DELETE FROM duer_rappel`);
  await t.ds.query(`DELETE FROM notification WHERE message LIKE 'Le document unique d''évaluation des risques%'`);
  const jobId = `duer-rappel-test-${randomUUID()}`;
  await t.portal.app.get(OutboxService).enqueue(undefined, { queue: QueueName.DuerRappels, name: JobName.RappelerMiseAJourDuer, data: {}, jobId });
  const job = await until(
    () => queue.getJob(jobId),
    (j) => !!j?.finishedOn,
    'tâche de rappel traitée',
  );
  expect(job!.returnvalue).toEqual({ dossiers: ['010001'] });
  const notified = await until(notifications, (n) => n.length >= 2, 'notifications du rappel');
  expect(notified.map((n) => n.guid_personne)).toEqual(expect.arrayContaining([PERSONNE.gerantMulti, PERSONNE.ceConseiller]));
  expect(new Set(notified.map((n) => n.guid_personne)).size).toBe(notified.length);
});

it('db:reset of one dossier lifts its 30-day hold and leaves the other dossiers’', async () => {
  await t.ds.query(`INSERT INTO duer_rappel (code_dossier, dernier_envoi) VALUES ('010003', now()) ON CONFLICT DO NOTHING`);
  expect(await t.ds.query(`SELECT code_dossier FROM duer_rappel ORDER BY 1`)).toEqual([{ code_dossier: '010001' }, { code_dossier: '010003' }]);
  await resetDossier(t.ds, '010001');
  expect(await t.ds.query(`SELECT code_dossier FROM duer_rappel ORDER BY 1`)).toEqual([{ code_dossier: '010003' }]);
});
