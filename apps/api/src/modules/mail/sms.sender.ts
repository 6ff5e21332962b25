import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Pluggable SMS sender; the default writes each SMS to .data/sms for developers and QA. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<void>;
}

@Injectable()
export class OutboxSmsSender extends SmsSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    await fs.mkdir(this.config.mail.smsOutboxDir, { recursive: true });
    const file = path.join(this.config.mail.smsOutboxDir, `${Date.now()}-${message.to.replace(/\D/g, '')}.txt`);
    await fs.writeFile(file, `À : ${message.to}\n\n${message.text}\n`);
  }
}
