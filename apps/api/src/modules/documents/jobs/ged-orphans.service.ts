import { Inject, Injectable, Logger } from '@nestjs/common';
import { BLOB_STORE, type BlobStore, type ListedBlob } from '../../../common/storage/blob-store';
import { TEMPORARY_STALE_MS } from '../../../common/storage/blob-temporaries';
import { GedProcessingRepository } from './ged-processing.repository';

/** A blob younger than this may belong to an upload whose transaction has not committed yet. */
export const ORPHAN_GRACE_MS = 3600_000;
const BATCH = 500;

/**
 * Files a crash left behind: a document's blob written before its row's transaction died, previews of
 * documents since removed, temporary files of interrupted writes. Refused or failed uploads clean up
 * after themselves; this only catches what a killed process could not.
 */
@Injectable()
export class GedOrphans {
  private readonly logger = new Logger(GedOrphans.name);

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly repo: GedProcessingRepository,
  ) {}

  async purge(now = Date.now()): Promise<{ documents: number; apercus: number; temporaires: number }> {
    const documents = await this.purgeUnder(
      'ged/',
      now,
      async (keys) => new Set(await this.repo.existingBlobKeys(keys)),
      (key) => key,
    );
    const apercus = await this.purgeUnder(
      'apercus/',
      now,
      async (ids) => new Set(await this.repo.existingIds(ids)),
      (key) => key.split('/')[1],
    );
    const temporaires = await this.blobs.purgeTemporary(TEMPORARY_STALE_MS);
    if (documents + apercus + temporaires)
      this.logger.warn(`Fichiers orphelins supprimés : ${documents} document(s), ${apercus} aperçu(s), ${temporaires} temporaire(s)`);
    return { documents, apercus, temporaires };
  }

  /** Deletes the old blobs under `prefix` whose owner (given by `ownerOf`) the database no longer knows. */
  private async purgeUnder(prefix: string, now: number, known: (owners: string[]) => Promise<Set<string>>, ownerOf: (key: string) => string): Promise<number> {
    let removed = 0;
    let batch: ListedBlob[] = [];
    const flush = async () => {
      const kept = await known([...new Set(batch.map((b) => ownerOf(b.key)))]);
      for (const blob of batch) {
        if (kept.has(ownerOf(blob.key))) continue;
        await this.blobs.delete(blob.key);
        removed++;
      }
      batch = [];
    };
    for await (const blob of this.blobs.list(prefix)) {
      if (now - blob.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
      batch.push(blob);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
    return removed;
  }
}
