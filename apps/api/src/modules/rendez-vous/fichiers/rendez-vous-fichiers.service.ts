import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { PART_SUFFIX, PARTS_DIR, removeIfOlder, STALE_MS, sweepLeftovers } from '../../../common/upload/upload-leftovers';
import type { UploadedFile } from '../../../common/upload/upload-options';
import { RDV_BLOB_PREFIX, rdvBlobKey, storedName } from './rendez-vous-blobs';
import { RendezVousFichiersRepository, type DemandePieces } from './rendez-vous-fichiers.repository';

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 500;

export interface SweepReport {
  parts: number;
  orphans: number;
  expired: number;
}

/**
 * The attachments of appointment requests, in the blob store under `rendez-vous/` (their parts stream
 * to RDV_FILES_DIR/.partiels, each replica's scratch): removed with their appointment, by the
 * retention (RDV_FILES_RETENTION_DAYS after the request, or after its appointment's date when
 * later), and swept when no row names them (a crash between the put and the commit, a request
 * deleted with its appointment or dossier). A file's row is changed first, the blob deleted after the
 * commit: a crash in between leaves an orphan for the next sweep, never a row naming no file.
 */
@Injectable()
export class RendezVousFichiers implements OnApplicationBootstrap {
  private readonly logger = new Logger(RendezVousFichiers.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly repo: RendezVousFichiersRepository,
  ) {}

  private get dir(): string {
    return this.config.rendezVous.filesDir;
  }

  /** At start, in the background: leftovers of a crash go without waiting for the hourly job. */
  onApplicationBootstrap(): void {
    this.sweepLeftovers().catch((e: Error) => this.logger.warn(`Nettoyage des pièces jointes au démarrage impossible : ${e.message}`));
  }

  /** The hourly job: leftovers, then the retention. */
  async purge(now = Date.now()): Promise<SweepReport> {
    const leftovers = await this.sweepLeftovers(now);
    return { ...leftovers, expired: await this.applyRetention(now) };
  }

  /**
   * Puts a request's checked parts into the blob store, last in the transaction recording them (the
   * parts themselves are the upload interceptor's to remove). When it or the commit fails, `remove`
   * their stored names: a put still running then would outlive the deletion, so every put is awaited.
   */
  async keep(files: UploadedFile[]): Promise<void> {
    const puts = await Promise.allSettled(
      files.map((f) => this.blobs.put(rdvBlobKey(storedName(f)), fs.createReadStream(f.path), { contentType: f.mimetype })),
    );
    const failed = puts.find((p) => p.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Stale parts of this replica, and stored files no request names, untouched for an hour (commits of other replicas go on). */
  async sweepLeftovers(now = Date.now()): Promise<Omit<SweepReport, 'expired'>> {
    const parts = fs.existsSync(this.dir) ? sweepLeftovers(this.dir, now) : 0;
    const orphans = (await this.adoptFormerLayout(now)) + (await this.sweepOrphanBlobs(now));
    return { parts, orphans };
  }

  /** Empties the attachments of the requests scheduled as this appointment; `remove` the names returned once the transaction commits. */
  async detachFromRendezVous(rendezVousId: string, tx: EntityManager): Promise<string[]> {
    const rows = await this.repo.ofRendezVous(rendezVousId, tx);
    await this.repo.empty(
      rows.map((r) => r.id),
      tx,
    );
    return namesOf(rows);
  }

  /** Deletes stored files by name; a missing one is already gone, one the store failed to delete is an orphan for the sweep. */
  async remove(names: string[]): Promise<void> {
    for (const name of names) {
      await this.blobs
        .delete(rdvBlobKey(name))
        .catch((e: Error) => this.logger.warn(`Pièce jointe ${name} non supprimée, laissée au nettoyage : ${e.message}`));
    }
  }

  /** Requests whose retention ended lose their attachments, in batches. */
  async applyRetention(now = Date.now()): Promise<number> {
    const before = new Date(now - this.config.rendezVous.retentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const names = await this.repo.transaction(async (tx) => {
        const rows = await this.repo.expired(before, BATCH, tx);
        await this.repo.empty(
          rows.map((r) => r.id),
          tx,
        );
        return { done: rows.length < BATCH, files: namesOf(rows) };
      });
      await this.remove(names.files);
      removed += names.files.length;
      if (names.done) return removed;
    }
  }

  /** Blobs no request names, written more than an hour ago: a younger one may be a commit in progress. */
  private async sweepOrphanBlobs(now: number): Promise<number> {
    let removed = 0;
    let stale: string[] = [];
    const sweep = async () => {
      const named = new Set(await this.repo.namedAmong(stale));
      for (const name of stale.filter((n) => !named.has(n))) {
        await this.blobs.delete(rdvBlobKey(name));
        removed++;
      }
      stale = [];
    };
    for await (const blob of this.blobs.list(RDV_BLOB_PREFIX)) {
      if (blob.modifiedAt.getTime() >= now - STALE_MS) continue;
      stale.push(blob.key.slice(RDV_BLOB_PREFIX.length));
      if (stale.length === BATCH) await sweep();
    }
    if (stale.length) await sweep();
    return removed;
  }

  /**
   * Files of the former layout, stored in RDV_FILES_DIR itself by the replica that received them: those
   * a request names move into the blob store, the others go once stale. Returns how many went.
   */
  private async adoptFormerLayout(now: number): Promise<number> {
    if (!fs.existsSync(this.dir)) return 0;
    const names = fs.readdirSync(this.dir).filter((n) => n !== PARTS_DIR && !n.endsWith(PART_SUFFIX));
    let removed = 0;
    for (let i = 0; i < names.length; i += BATCH) {
      const batch = names.slice(i, i + BATCH);
      const named = new Set(await this.repo.namedAmong(batch));
      for (const name of batch) {
        const file = path.join(this.dir, name);
        if (!named.has(name)) {
          if (removeIfOlder(file, now - STALE_MS)) removed++;
          continue;
        }
        await this.blobs.put(rdvBlobKey(name), fs.createReadStream(file));
        await fs.promises.rm(file, { force: true });
      }
    }
    return removed;
  }
}

const namesOf = (rows: DemandePieces[]) => rows.flatMap((r) => r.pieces_jointes.map((p) => p.fichier));
