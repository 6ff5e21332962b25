import { Inject, Injectable } from '@nestjs/common';
import { BLOB_STORE, type BlobStore } from '../../../../common/storage/blob-store';
import { DuerImpressionJobsRepository } from './duer-impression-jobs.repository';

/** A print's PDF stays available this long; a definitive print's PDF is its sealed version's and never goes. */
export const CONSERVATION_IMPRESSION_JOURS = 7;

/**
 * Prints older than a week leave, finished or not (a print stuck that long is dead; its job, if any, then finds no row): the row, and its PDF unless a sealed version holds it. Each row goes before its
 * file, so a crash leaves at worst a file nobody lists, never a row pointing at nothing.
 */
@Injectable()
export class DuerImpressionPurge {
  constructor(
    private readonly repo: DuerImpressionJobsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async purge(now = new Date()): Promise<{ impressions: number }> {
    const limite = new Date(now.getTime() - CONSERVATION_IMPRESSION_JOURS * 86_400_000);
    const rows = await this.repo.purger(limite);
    for (const row of rows) if (row.blob_key && !row.scellee) await this.blobs.delete(row.blob_key);
    return { impressions: rows.length };
  }
}
