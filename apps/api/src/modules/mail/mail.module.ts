import { Global, Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { OutboxSmsSender, SmsSender } from './sms.sender';

@Global()
@Module({
  imports: [OutboxModule],
  providers: [MailService, MailProcessor, { provide: SmsSender, useClass: OutboxSmsSender }],
  exports: [MailService, SmsSender],
})
export class MailModule {}
