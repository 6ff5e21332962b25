import { EVENT } from '../../../seeds/evenements';
import { MailService } from '../src/modules/mail/mail.service';
import { OUTBOX_RETENTION_DAYS, OutboxDispatcher } from '../src/modules/outbox/outbox.dispatcher';
import { OutboxRepository } from '../src/modules/outbox/outbox.repository';
import { startMailCatcher } from './mail-catcher';
import { startSecondPortal } from './second-portal';
import { GERANT, send } from './sharing-fixtures';
import { signIn, startTestPortal } from './test-app';

const REDIS_DOWN = { REDIS_URL: 'redis://127.0.0.1:1' };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const message = (subject: string) => ({ to: 'outbox@exemple.fr', subject, text: `Contenu de ${subject}` });

it('commits an event registration while Redis is unreachable; its mail leaves once a worker reaches Redis', async () => {
  const t = await startTestPortal(REDIS_DOWN);
  const smtp = await startMailCatcher();
  try {
    const g = await signIn(t.baseUrl, GERANT);
    const started = Date.now();
    await send
      .post(g, `/api/events/subscribe/010002/${EVENT.campagne2}`, [{ nom: 'Nom1', prenom: 'Prénom1', email: 'p1@exemple.fr', participe: true }])
      .expect(200);
    expect(Date.now() - started).toBeLessThan(2000);
    await pause(1500);
    const pending = await t.ds.query(`SELECT queue, job_name, job_id, dispatched_at FROM outbox`);
    expect(pending).toEqual([{ queue: 'mail', job_name: 'send-mail', job_id: expect.stringMatching(/^notification-/), dispatched_at: null }]);

    const second = await startSecondPortal(t, { SMTP_URL: smtp.url }, { withWorker: true });
    try {
      const mail = await smtp.waitFor(GERANT, /Nouvelle notification/);
      expect(mail.text).toContain('a bien été enregistrée');
      expect((await t.ds.query('SELECT dispatched_at FROM outbox'))[0].dispatched_at).toBeInstanceOf(Date);
    } finally {
      await second.close();
    }
  } finally {
    await t.close();
    await smtp.close();
  }
});

it('sends nothing for a rolled-back transaction', async () => {
  const smtp = await startMailCatcher();
  const t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  try {
    const mail = t.portal.app.get(MailService);
    await expect(
      t.ds.transaction(async (tx) => {
        await mail.send(message('Annulé'), 'essai-annule', tx);
        throw new Error('refusé après coup');
      }),
    ).rejects.toThrow('refusé après coup');
    await t.ds.transaction((tx) => mail.send(message('Validé'), 'essai-valide', tx));
    await smtp.waitFor('outbox@exemple.fr', /Validé/);
    await pause(1000);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Validé']);
    expect(await t.ds.query('SELECT job_id FROM outbox')).toEqual([{ job_id: 'essai-valide' }]);
  } finally {
    await t.close();
    await smtp.close();
  }
});

it('gives one job and one mail per row, whichever of two dispatchers claims it, even when dispatched again', async () => {
  const smtp = await startMailCatcher();
  const t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  const second = await startSecondPortal(t);
  try {
    const dispatchers = [t.portal.app.get(OutboxDispatcher), second.portal.app.get(OutboxDispatcher)];
    const mail = t.portal.app.get(MailService);
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${i + 1}`);
    // Written through a data source of the test's own: no commit nudges either dispatcher first.
    await t.ds.transaction(async (tx) => {
      for (const [i, s] of subjects.entries()) await mail.send(message(s), `essai-${i + 1}`, tx);
    });
    await Promise.all([...dispatchers, ...dispatchers].map((d) => d.dispatchBatch()));
    for (const s of subjects) await smtp.waitFor('outbox@exemple.fr', new RegExp(`^${s}$`));

    // A dispatcher that died between the add and its commit hands the rows over again.
    await t.ds.query('UPDATE outbox SET dispatched_at = NULL');
    await Promise.all(dispatchers.map((d) => d.dispatchBatch()));
    await pause(1500);
    expect(smtp.mails.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    expect((await t.ds.query('SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL'))[0].n).toBe(0);
  } finally {
    await second.close();
    await t.close();
    await smtp.close();
  }
});

it('purges dispatched rows past the retention, never pending ones', async () => {
  const t = await startTestPortal(REDIS_DOWN);
  try {
    // The dispatcher purges once after its first tick: stopped here, so that purge cannot take the rows first.
    await t.portal.app.get(OutboxDispatcher).onModuleDestroy();
    const row = (jobId: string, dispatched: string | null) =>
      t.ds.query(
        `INSERT INTO outbox (id, queue, job_name, payload, job_id, created_at, dispatched_at) VALUES (gen_random_uuid(), 'mail', 'send-mail', '{}', $1, now() - interval '30 days', ${dispatched ?? 'NULL'})`,
        [jobId],
      );
    await row('ancien-envoye', `now() - interval '${OUTBOX_RETENTION_DAYS + 1} days'`);
    await row('recent-envoye', `now() - interval '${OUTBOX_RETENTION_DAYS - 1} days'`);
    await row('ancien-en-attente', null);
    expect(await t.portal.app.get(OutboxRepository).purgeDispatched(OUTBOX_RETENTION_DAYS)).toBe(1);
    expect((await t.ds.query('SELECT job_id FROM outbox ORDER BY job_id')).map((r: { job_id: string }) => r.job_id)).toEqual([
      'ancien-en-attente',
      'recent-envoye',
    ]);
  } finally {
    await t.close();
  }
});
