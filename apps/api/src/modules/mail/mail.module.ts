import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module';
import { MailAttachments } from './mail-attachments';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { smsGatewayProvider } from './sms/sms-gateway.provider';
import { SmsRefus } from './sms/sms-refus.entity';
import { SmsRefusRepository } from './sms/sms-refus.repository';
import { SmsProcessor } from './sms/sms.processor';
import { SmsService } from './sms/sms.service';

/** Mails and SMS; the worker reads blob attachments from the BLOB_STORE (StorageModule, global in the api and the worker). */
@Global()
@Module({
  imports: [OutboxModule, TypeOrmModule.forFeature([SmsRefus])],
  providers: [MailService, MailAttachments, MailProcessor, SmsService, SmsRefusRepository, SmsProcessor, smsGatewayProvider],
  exports: [MailService, SmsService],
})
export class MailModule {}
