import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../queue/job-processor';
import { JobName, QueueName } from '../../queue/queues';
import { ExportBuilder } from './export-builder.service';
import { RgpdConservationService } from './rgpd-conservation.service';

const ExportPayload = z.object({ id: z.string().uuid() }).strict();

/** Exports asked for by members; daily, the retention table applied (also once at start). */
@JobProcessor(QueueName.Rgpd, { schedules: [{ name: JobName.AppliquerConservation, every: 24 * 3600_000, atStart: true }] })
export class RgpdProcessor implements QueueProcessor {
  constructor(
    private readonly exports: ExportBuilder,
    private readonly conservation: RgpdConservationService,
  ) {}

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case JobName.PreparerExportRgpd:
        return this.exports.build(ExportPayload.parse(job.data).id, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      case JobName.AppliquerConservation:
        return this.conservation.apply();
      default:
        throw new Error(`Tâche inconnue : ${job.name}`);
    }
  }
}
