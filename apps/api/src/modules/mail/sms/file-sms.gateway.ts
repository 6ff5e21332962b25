import fs from 'node:fs/promises';
import path from 'node:path';
import { SmsGateway } from './sms.gateway';
import type { SmsMessage } from './sms.schema';

/** Development and QA: each SMS becomes a .txt under DATA_DIR/sms (refused in production, see production-checks.ts). */
export class FileSmsGateway extends SmsGateway {
  constructor(private readonly dir: string) {
    super();
  }

  async send(message: SmsMessage): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${Date.now()}-${message.to.replace(/\D/g, '')}.txt`);
    await fs.writeFile(file, `À : ${message.to}\n\n${message.text}\n`);
    return file;
  }
}
