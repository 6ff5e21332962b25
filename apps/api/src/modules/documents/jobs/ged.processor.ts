import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { GedProcessing } from './ged-processing.service';

const DocumentPayload = z.object({ documentId: z.string().uuid() }).strict();
const PagesPayload = z.object({ documentId: z.string().uuid(), fromPage: z.number().int().min(1) }).strict();
const SweepPayload = z.object({}).strict();

/** The document store's jobs: a new document's processing, later preview pages, and the hourly sweep of documents left waiting (also run at start). */
@JobProcessor(QueueName.Ged, { schedules: [{ name: JobName.RelancerDocumentsGed, every: 3600_000, atStart: true }] })
export class GedProcessor implements QueueProcessor {
  constructor(private readonly processing: GedProcessing) {}

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case JobName.TraiterDocumentGed: {
        const { documentId } = DocumentPayload.parse(job.data);
        return this.processing.process(documentId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      }
      case JobName.RendreApercuGed: {
        const { documentId, fromPage } = PagesPayload.parse(job.data);
        return this.processing.renderPages(documentId, fromPage);
      }
      case JobName.RelancerDocumentsGed:
        SweepPayload.parse(job.data ?? {});
        return this.processing.sweep();
      default:
        throw new Error(`Tâche inconnue : ${job.name}`);
    }
  }
}
