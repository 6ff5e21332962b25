import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutboxSmsSender, SmsSender } from './sms.sender';

@Global()
@Module({
  providers: [MailService, { provide: SmsSender, useClass: OutboxSmsSender }],
  exports: [MailService, SmsSender],
})
export class MailModule {}
