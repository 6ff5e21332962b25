import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BLOB_STORE, type BlobStore } from './blob-store';

/**
 * A temporary file untouched this long belongs to no write in progress: a write in progress, of any replica, keeps
 * writing it, and no request lasts more than Node's 5-minute request timeout.
 */
export const TEMPORARY_STALE_MS = 10 * 60_000;

/**
 * At start, before the process serves: the temporary files of writes a killed process left (an upload cut by a crash)
 * go without waiting for the hourly sweep (GedOrphans). Never stops the start.
 */
@Injectable()
export class BlobTemporariesSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger(BlobTemporariesSweep.name);

  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const removed = await this.blobs.purgeTemporary(TEMPORARY_STALE_MS);
      if (removed) this.logger.warn(`Fichiers temporaires d'écritures interrompues supprimés au démarrage : ${removed}`);
    } catch (e) {
      this.logger.warn(`Nettoyage des fichiers temporaires au démarrage impossible : ${(e as Error).message}`);
    }
  }
}
