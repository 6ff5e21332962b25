import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import type { SendableMail } from './mail-attachments';

/** SMTP when SMTP_URL is set, else one .eml file per mail under .data/mail (opened by developers and QA). */
export class MailTransport {
  private readonly transporter: Transporter;
  private readonly toOutbox: boolean;

  constructor(
    private readonly config: AppConfig,
    private readonly from: string,
  ) {
    this.toOutbox = !config.mail.smtpUrl;
    this.transporter = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(message: SendableMail): Promise<string> {
    const info = await this.transporter.sendMail({ from: this.from, ...message });
    if (!this.toOutbox) return String(info.messageId);
    await fs.mkdir(this.config.mail.outboxDir, { recursive: true });
    const file = path.join(this.config.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    return file;
  }

  close(): void {
    this.transporter.close();
  }
}
