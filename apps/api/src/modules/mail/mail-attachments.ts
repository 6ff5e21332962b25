import { Inject, Injectable, Logger } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import type Mail from 'nodemailer/lib/mailer';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../common/storage/blob-store';
import { escapeHtml } from './mail-layout';
import type { MailMessage } from './mail.schema';

/** A message as nodemailer takes it: attachments of the blob store read into their content. */
export type SendableMail = Omit<MailMessage, 'attachments'> & { attachments?: Mail.Attachment[] };

export const attachmentGone = (filename: string) => `La pièce jointe « ${filename} » n’est plus disponible.`;

/** Reads the blob-store attachments of a queued mail, in the process that sends it (the worker). */
@Injectable()
export class MailAttachments {
  private readonly logger = new Logger(MailAttachments.name);

  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  async resolve({ attachments: listed, ...message }: MailMessage): Promise<SendableMail> {
    if (!listed) return message;
    const attachments: Mail.Attachment[] = [];
    const gone: string[] = [];
    // Read whole (up to 4 × 25 Mo) before the mail is handed over: a store failing mid-read fails the job, never half a mail.
    for (const a of listed) {
      if (!('blobKey' in a)) {
        attachments.push(a);
        continue;
      }
      try {
        attachments.push({ filename: a.filename, content: await buffer(await this.blobs.get(a.blobKey)), contentType: a.contentType });
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        // A blob gone (appointment cancelled, retention) never comes back: the mail leaves without it and says so, rather than retry in vain.
        this.logger.warn(`Pièce jointe ${a.blobKey} absente du stockage : mail envoyé sans elle`);
        gone.push(a.filename);
      }
    }
    return gone.length ? { ...message, ...withNotice(message, gone), attachments } : { ...message, attachments };
  }
}

function withNotice(message: SendableMail, gone: string[]): Pick<MailMessage, 'text' | 'html'> {
  const lines = gone.map(attachmentGone);
  return {
    text: `${message.text}\n\n${lines.join('\n')}`,
    html: message.html?.replace(/<\/body>|$/, (end) => `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${end}`),
  };
}
