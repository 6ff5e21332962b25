import { Global, Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { MailAttachments } from './mail-attachments';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { OutboxSmsSender, SmsSender } from './sms.sender';

/** Mails and SMS; the worker reads blob attachments from the BLOB_STORE (StorageModule, global in the api and the worker). */
@Global()
@Module({
  imports: [OutboxModule],
  providers: [MailService, MailAttachments, MailProcessor, { provide: SmsSender, useClass: OutboxSmsSender }],
  exports: [MailService, SmsSender],
})
export class MailModule {}
