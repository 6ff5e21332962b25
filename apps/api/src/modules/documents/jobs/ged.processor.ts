import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { GedOrphans } from './ged-orphans.service';
import { GedProcessing } from './ged-processing.service';

const DocumentPayload = z.object({ documentId: z.string().uuid() }).strict();
const PagesPayload = z.object({ documentId: z.string().uuid(), fromPage: z.number().int().min(1) }).strict();
const SweepPayload = z.object({}).strict();

/** The document store's jobs: a new document's processing, later preview pages, the hourly sweep of documents left waiting (also run at start), and the hourly purge of files a crash left without their row. */
@JobProcessor(QueueName.Ged, {
  schedules: [
    { name: JobName.RelancerDocumentsGed, every: 3600_000, atStart: true },
    { name: JobName.PurgerFichiersOrphelinsGed, every: 3600_000 },
  ],
})
export class GedProcessor implements QueueProcessor {
  constructor(
    private readonly processing: GedProcessing,
    private readonly orphans: GedOrphans,
  ) {}

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
      case JobName.PurgerFichiersOrphelinsGed:
        SweepPayload.parse(job.data ?? {});
        return this.orphans.purge();
      default:
        throw new Error(`Tâche inconnue : ${job.name}`);
    }
  }
}
