import { JobName, QueueName } from '../../../../queue/queues';
import type { OutboxJob } from '../../../outbox/outbox.service';

/** The worker's print of a DUER; recorded with the write that created its row. */
export const duerImpressionJob = (idImpression: string): OutboxJob => ({
  queue: QueueName.DuerImpression,
  name: JobName.ImprimerDuer,
  data: { idImpression },
  jobId: `duer-impr-${idImpression}`,
});
