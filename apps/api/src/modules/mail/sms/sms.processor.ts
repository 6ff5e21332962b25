import type { Job } from 'bullmq';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { SmsMessageSchema } from './sms.schema';
import { SmsService } from './sms.service';

/** Delivers the SMS the outbox handed to the queue (attempts and backoff: the dispatcher's job options). */
@JobProcessor(QueueName.Sms)
export class SmsProcessor implements QueueProcessor {
  constructor(private readonly sms: SmsService) {}

  process(job: Job): Promise<unknown> {
    if (job.name !== JobName.SendSms) throw new Error(`Tâche inconnue : ${job.name}`);
    return this.sms.deliver(SmsMessageSchema.parse(job.data));
  }
}
