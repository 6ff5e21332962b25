import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../../common/storage/blob-store';
import { JobName, QueueName } from '../../../queue/queues';
import { EAGER_PAGES, previewKey } from './ged-jobs';
import { GedProcessingRepository, type DocumentRow } from './ged-processing.repository';
import { PageRenderer, type RenderResult } from './page-renderer';

/** What the renderer opens, by the stored type or, failing it, the extension. */
const RENDERABLE: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/bmp': 'image/bmp',
  'image/x-ms-bmp': 'image/bmp',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
};

export function renderableType(doc: Pick<DocumentRow, 'mime' | 'extension'>): string | undefined {
  return RENDERABLE[doc.mime.toLowerCase()] ?? RENDERABLE[doc.extension.toLowerCase().replace(/^\./, '')];
}

export type ProcessingOutcome = 'pret' | 'aucun' | 'echec' | 'deja-traite' | 'absent';

/** Documents the sweep hands to the queue at most per run (the next run takes the rest). */
const SWEEP_BATCH = 500;
const PENDING_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const SWEEP_JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: 1000, removeOnFail: 5000 } as const;

/**
 * The worker's side of the document store: extracts the text of PDFs into `contenu` (searched with
 * the name), renders preview pages of pdf and images into the blob store
 * (`apercus/{id}/{page}-{quality}.png`, the first EAGER_PAGES pages at once, later ones on demand),
 * and sets `nbPages` and `apercuStatut`. A file the renderer cannot read ends 'echec' with a log line.
 */
@Injectable()
export class GedProcessing implements OnModuleDestroy {
  private readonly logger = new Logger(GedProcessing.name);
  private readonly renderer = new PageRenderer();
  private queue?: Queue;
  private sweeping = false;

  constructor(
    private readonly repo: GedProcessingRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.renderer.stop();
    await this.queue?.close().catch(() => undefined);
  }

  /**
   * First processing of a document still 'attente'. `lastAttempt`: an unexpected error (database,
   * storage) is thrown for BullMQ to retry, except on the last attempt where the document ends 'echec'.
   */
  async process(documentId: string, lastAttempt = true): Promise<ProcessingOutcome> {
    const doc = await this.repo.find(documentId);
    if (!doc) return 'absent';
    if (doc.apercuStatut !== 'attente') return 'deja-traite';
    const type = renderableType(doc);
    if (!type) {
      await this.repo.mark(doc.id, 'aucun');
      return 'aucun';
    }
    let bytes: Uint8Array;
    try {
      bytes = await readAll(await this.blobs.get(doc.blobKey));
    } catch (error) {
      if (!(error instanceof BlobNotFoundError) && !lastAttempt) throw error;
      return this.fail(doc, error as Error);
    }
    let result: RenderResult;
    try {
      result = await this.renderer.render({ bytes, mime: type, fromPage: 1, toPage: EAGER_PAGES, withText: type === 'application/pdf' });
    } catch (error) {
      return this.fail(doc, error as Error);
    }
    try {
      await this.store(doc.id, result);
    } catch (error) {
      if (!lastAttempt) throw error;
      return this.fail(doc, error as Error);
    }
    const contenu = result.text === null ? null : result.text.trim() || null;
    await this.repo.markReady(doc.id, result.nbPages, contenu);
    return 'pret';
  }

  /** Renders the window of pages from `fromPage` of a ready document (asked by the preview route); returns the pages written. */
  async renderPages(documentId: string, fromPage: number): Promise<number> {
    const doc = await this.repo.find(documentId);
    const type = doc && renderableType(doc);
    if (!doc || !type || doc.apercuStatut !== 'pret' || !doc.nbPages || fromPage > doc.nbPages) return 0;
    const bytes = await readAll(await this.blobs.get(doc.blobKey));
    const result = await this.renderer.render({ bytes, mime: type, fromPage, toPage: fromPage + EAGER_PAGES - 1, withText: false });
    await this.store(doc.id, result);
    return result.pages.length;
  }

  /**
   * Hands to the queue the documents still 'attente' that no job waits for (seeded, or a job lost).
   * A document whose file is missing ends 'echec' here, in one log line for the run.
   */
  async sweep(): Promise<{ queued: number; missing: number }> {
    // The run at start and the scheduler's first run may meet (queue concurrency 2): one is enough.
    if (this.sweeping) return { queued: 0, missing: 0 };
    this.sweeping = true;
    try {
      return await this.sweepOnce();
    } finally {
      this.sweeping = false;
    }
  }

  private async sweepOnce(): Promise<{ queued: number; missing: number }> {
    const queue = this.sweepQueue();
    const missing: string[] = [];
    let queued = 0;
    for (const { id, blobKey } of await this.repo.waiting(SWEEP_BATCH)) {
      if (!(await this.blobs.stat(blobKey))) {
        await this.repo.mark(id, 'echec');
        missing.push(id);
        continue;
      }
      if (await isPending(queue, `ged-traiter-${id}`)) continue;
      const jobId = `ged-relance-${id}`;
      if (await isPending(queue, jobId)) continue;
      await queue.remove(jobId);
      await queue.add(JobName.TraiterDocumentGed, { documentId: id }, { ...SWEEP_JOB_OPTIONS, jobId });
      queued++;
    }
    if (missing.length)
      this.logger.warn(`${missing.length} document(s) en attente sans fichier dans le stockage, aperçu en échec (${missing.slice(0, 3).join(', ')}…)`);
    if (queued) this.logger.log(`${queued} document(s) en attente remis dans la file`);
    return { queued, missing: missing.length };
  }

  private async fail(doc: Pick<DocumentRow, 'id' | 'nom'>, error: Error): Promise<ProcessingOutcome> {
    this.logger.warn(`Aperçu du document ${doc.id} (${doc.nom}) impossible : ${error.message}`);
    await this.repo.mark(doc.id, 'echec');
    return 'echec';
  }

  private async store(documentId: string, result: RenderResult): Promise<void> {
    for (const { page, quality, png } of result.pages) {
      const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      await this.blobs.put(previewKey(documentId, page, quality), Readable.from([bytes]), { contentType: 'image/png' });
    }
  }

  private sweepQueue(): Queue {
    if (!this.queue) {
      this.queue = new Queue(QueueName.Ged, {
        prefix: this.config.queuePrefix,
        connection: { url: this.config.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false },
      });
      this.queue.on('error', () => undefined);
    }
    return this.queue;
  }
}

async function isPending(queue: Queue, jobId: string): Promise<boolean> {
  const job = await queue.getJob(jobId);
  return !!job && PENDING_STATES.has(await job.getState());
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
