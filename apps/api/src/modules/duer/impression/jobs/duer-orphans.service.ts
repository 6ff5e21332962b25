import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BLOB_STORE, type BlobStore } from '../../../../common/storage/blob-store';
import { DuerOrphansRepository } from './duer-orphans.repository';

/** A blob younger than this may be an upload or a print whose row has not committed yet (any replica's). */
export const ORPHAN_GRACE_MS = 3600_000;
/** Where the DUER keeps its files: `duer/` (pages, annexes, their PDF conversions, prints) and the QA set's sealed versions. */
const PREFIXES = ['duer/', 'duer-versions/'];
const BATCH = 500;
/** A .doc/.docx file's PDF conversion is kept beside it under `<key>.pdf` and goes with it. */
const ownerOf = (key: string) => (key.endsWith('.pdf') ? key.slice(0, -'.pdf'.length) : key);

/**
 * DUER files no row names any more: an upload or a print whose transaction died with its process, files of rows a
 * dossier's deletion removed. Swept at start (in the background) and hourly; every replica may sweep at once, as a
 * deletion is idempotent and only files untouched for the grace hour and named by no row go.
 */
@Injectable()
export class DuerOrphans implements OnApplicationBootstrap {
  private readonly logger = new Logger(DuerOrphans.name);

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly repo: DuerOrphansRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.purge().catch((e: Error) => this.logger.warn(`Nettoyage des fichiers DUER au démarrage impossible : ${e.message}`));
  }

  async purge(now = Date.now()): Promise<{ fichiers: number }> {
    let fichiers = 0;
    for (const prefix of PREFIXES) {
      let batch: string[] = [];
      for await (const blob of this.blobs.list(prefix)) {
        if (now - blob.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
        batch.push(blob.key);
        if (batch.length < BATCH) continue;
        fichiers += await this.removeUnnamed(batch);
        batch = [];
      }
      if (batch.length) fichiers += await this.removeUnnamed(batch);
    }
    if (fichiers) this.logger.warn(`Fichiers DUER orphelins supprimés : ${fichiers}`);
    return { fichiers };
  }

  private async removeUnnamed(keys: string[]): Promise<number> {
    const named = new Set(await this.repo.namedAmong([...new Set([...keys, ...keys.map(ownerOf)])]));
    const orphans = keys.filter((key) => !named.has(key) && !named.has(ownerOf(key)));
    for (const key of orphans) await this.blobs.delete(key);
    return orphans.length;
  }
}
