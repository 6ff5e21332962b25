import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** File names, sizes and declared media types of the attachments. */
  attachments: { filename: string; size: number; contentType: string }[];
  /** The attachments' contents as UTF-8 text, by file name (an .ics invitation...). */
  attachmentTexts: Record<string, string>;
}

/** A real SMTP server in-process: the portal's worker delivers to it, tests read and follow the links. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(', ') : (m.to?.text ?? '');
          const attachments = m.attachments.map((a) => ({ filename: a.filename ?? '', size: a.size, contentType: a.contentType }));
          const attachmentTexts = Object.fromEntries(m.attachments.map((a) => [a.filename ?? '', a.content.toString('utf8')]));
          mails.push({ to, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', attachments, attachmentTexts });
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to an address whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 15000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`Aucun mail « ${subject} » pour ${to} ; reçus : ${mails.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function firstLink(mail: CaughtMail, pattern: RegExp): string {
  const link = mail.text.match(new RegExp(`https?://\\S*${pattern.source}\\S*`))?.[0];
  if (!link) throw new Error(`Pas de lien ${pattern} dans : ${mail.text}`);
  return link;
}
