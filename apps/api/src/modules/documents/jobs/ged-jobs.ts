import { JobName, QueueName } from '../../../queue/queues';
import type { OutboxJob } from '../../outbox/outbox.service';

/** The worker's processing of a new document (text extraction, preview pages); record it with the write that created the document. */
export const gedProcessingJob = (documentId: string): OutboxJob => ({
  queue: QueueName.Ged,
  name: JobName.TraiterDocumentGed,
  data: { documentId },
  jobId: `ged-traiter-${documentId}`,
});
