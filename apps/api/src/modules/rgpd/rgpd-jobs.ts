import { JobName, QueueName } from '../../queue/queues';
import type { OutboxJob } from '../outbox/outbox.service';

/** The worker's preparation of an export; recorded with the write that created its request. */
export const rgpdExportJob = (id: string): OutboxJob => ({ queue: QueueName.Rgpd, name: JobName.PreparerExportRgpd, data: { id }, jobId: `rgpd-export-${id}` });
