import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { MailMessageSchema } from '../src/modules/mail/mail.schema';
import { MailService } from '../src/modules/mail/mail.service';
import { startMailCatcher } from './mail-catcher';
import { startTestPortal } from './test-app';

it('delivers a queued mail through the worker to a real SMTP server', async () => {
  const smtp = await startMailCatcher();
  const t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  try {
    await t.portal.app.get(MailService).send({ to: 'client@exemple.fr', subject: 'Essai d’envoi', text: 'Bonjour, voici un lien : http://localhost/x' });
    const mail = await smtp.waitFor('client@exemple.fr', /Essai/);
    expect(mail.text).toContain('voici un lien');
  } finally {
    await t.close();
    await smtp.close();
  }
});

it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
  const t = await startTestPortal({}, [], { withWorker: true });
  const outbox = t.config.mail.outboxDir;
  try {
    await t.portal.app.get(MailService).send({ to: 'qa@exemple.fr', subject: 'Boîte locale', text: 'Contenu en français' });
    const deadline = Date.now() + 10000;
    let files: string[] = [];
    while (Date.now() < deadline && files.length === 0) {
      files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox, files[0]), 'utf8')).toMatch(/Subject: Bo=C3=AEte locale|Subject: =\?UTF-8\?/);
  } finally {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  }
});

it('attaches files of the blob store read by the worker; one gone is left out and said in the text, without retrying', async () => {
  const smtp = await startMailCatcher();
  const t = await startTestPortal({ SMTP_URL: smtp.url }, [], { withWorker: true });
  try {
    await t.portal.app.get<BlobStore>(BLOB_STORE).put('rendez-vous/present', Readable.from([Buffer.from('Rendement 2025')]));
    await t.portal.app.get(MailService).send({
      to: 'conseiller@exemple.fr',
      subject: 'Pièces jointes',
      text: 'Bonjour',
      html: '<html><body><p>Bonjour</p></body></html>',
      attachments: [
        { filename: 'notes.txt', blobKey: 'rendez-vous/present', contentType: 'text/plain' },
        { filename: 'bilan.pdf', blobKey: 'rendez-vous/absent', contentType: 'application/pdf' },
      ],
    });
    const mail = await smtp.waitFor('conseiller@exemple.fr', /Pièces jointes/);
    expect(mail.attachments).toEqual([{ filename: 'notes.txt', size: 14, contentType: 'text/plain' }]);
    expect(mail.attachmentTexts['notes.txt']).toBe('Rendement 2025');
    expect(mail.text).toContain('La pièce jointe « bilan.pdf » n’est plus disponible.');
    expect(mail.html).toContain('<p>La pièce jointe « bilan.pdf » n’est plus disponible.</p></body>');
  } finally {
    await t.close();
    await smtp.close();
  }
});

it('refuses a blob key that is not one', () => {
  for (const blobKey of ['../etc/passwd', '/etc/passwd', 'rendez-vous/../x', 'https://exemple.fr/x']) {
    expect(MailMessageSchema.safeParse({ to: 'a@exemple.fr', subject: 's', text: 't', attachments: [{ filename: 'x', blobKey }] }).success).toBe(false);
  }
});
