import fs from 'node:fs';
import path from 'node:path';
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
