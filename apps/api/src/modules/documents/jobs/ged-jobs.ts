import { JobName, QueueName } from '../../../queue/queues';
import type { OutboxJob } from '../../outbox/outbox.service';

/** Pages rendered by the first processing of a document; later pages are rendered on demand, by windows of this size. */
export const EAGER_PAGES = 20;

/** The worker's processing of a new document (text extraction, preview pages); record it with the write that created the document. */
export const gedProcessingJob = (documentId: string): OutboxJob => ({
  queue: QueueName.Ged,
  name: JobName.TraiterDocumentGed,
  data: { documentId },
  jobId: `ged-traiter-${documentId}`,
});

/** First page of the window of EAGER_PAGES pages holding `page` (1, 21, 41...). */
export const windowStart = (page: number): number => Math.floor((page - 1) / EAGER_PAGES) * EAGER_PAGES + 1;

/** Renders the window of pages holding `page` of a document whose preview is ready (pages past the first EAGER_PAGES). */
export const gedPreviewPagesJob = (documentId: string, page: number): OutboxJob => ({
  queue: QueueName.Ged,
  name: JobName.RendreApercuGed,
  data: { documentId, fromPage: windowStart(page) },
  jobId: `ged-apercu-${documentId}-${windowStart(page)}`,
});

/** Blob key of a rendered page. */
export const previewKey = (documentId: string, page: number, quality: 'normale' | 'vignette'): string => `apercus/${documentId}/${page}-${quality}.png`;
