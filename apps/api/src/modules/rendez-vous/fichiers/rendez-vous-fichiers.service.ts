import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { PARTS_DIR, removeIfOlder, STALE_MS, sweepLeftovers } from '../../../common/upload/upload-leftovers';
import { RendezVousFichiersRepository, type DemandePieces } from './rendez-vous-fichiers.repository';

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 500;

export interface SweepReport {
  parts: number;
  orphans: number;
  expired: number;
}

/**
 * The files of appointment requests (RDV_FILES_DIR): removed with their appointment, by the
 * retention (RDV_FILES_RETENTION_DAYS after the request, or after its appointment's date when
 * later), and swept when no row names them (a crash between the move and the commit, a request
 * deleted with its appointment or dossier). A file's row is changed first, the file removed after
 * the commit: a crash in between leaves an orphan for the next sweep, never a row naming no file.
 */
@Injectable()
export class RendezVousFichiers implements OnApplicationBootstrap {
  private readonly logger = new Logger(RendezVousFichiers.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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

  /** Stale parts and stored files no request names, both untouched for an hour (uploads of other replicas go on). */
  async sweepLeftovers(now = Date.now()): Promise<Omit<SweepReport, 'expired'>> {
    if (!fs.existsSync(this.dir)) return { parts: 0, orphans: 0 };
    const parts = sweepLeftovers(this.dir, now);
    const stored = fs.readdirSync(this.dir).filter((name) => name !== PARTS_DIR);
    let orphans = 0;
    for (let i = 0; i < stored.length; i += BATCH) {
      const batch = stored.slice(i, i + BATCH);
      const named = new Set(await this.repo.namedAmong(batch));
      for (const name of batch) if (!named.has(name) && removeIfOlder(path.join(this.dir, name), now - STALE_MS)) orphans++;
    }
    return { parts, orphans };
  }

  /** Empties the attachments of the requests scheduled as this appointment; remove the files returned once the transaction commits. */
  async detachFromRendezVous(rendezVousId: string, tx: EntityManager): Promise<string[]> {
    const rows = await this.repo.ofRendezVous(rendezVousId, tx);
    await this.repo.empty(
      rows.map((r) => r.id),
      tx,
    );
    return namesOf(rows);
  }

  /** Removes stored files by name; a missing one is already gone. */
  remove(names: string[]): void {
    for (const name of names) fs.rmSync(path.join(this.dir, path.basename(name)), { force: true });
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
      this.remove(names.files);
      removed += names.files.length;
      if (names.done) return removed;
    }
  }
}

const namesOf = (rows: DemandePieces[]) => rows.flatMap((r) => r.pieces_jointes.map((p) => p.fichier));
