import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { PARTS_DIR, removeIfOlder, STALE_MS, sweepLeftovers } from '../../../common/upload/upload-leftovers';

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
    @InjectDataSource() private readonly ds: DataSource,
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
      const named = new Set(await this.namedAmong(batch));
      for (const name of batch) if (!named.has(name) && removeIfOlder(path.join(this.dir, name), now - STALE_MS)) orphans++;
    }
    return { parts, orphans };
  }

  /** Empties the attachments of the requests scheduled as this appointment; remove the files returned once the transaction commits. */
  async detachFromRendezVous(rendezVousId: string, tx: EntityManager): Promise<string[]> {
    const rows: { id: string; pieces_jointes: { fichier: string }[] }[] = await tx.query(
      `SELECT id, pieces_jointes FROM demande_rendez_vous WHERE rendez_vous_id = $1 AND pieces_jointes <> '[]'::jsonb FOR UPDATE`,
      [rendezVousId],
    );
    await this.empty(rows, tx);
    return rows.flatMap((r) => r.pieces_jointes.map((p) => p.fichier));
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
      const names = await this.ds.transaction(async (tx) => {
        const rows: { id: string; pieces_jointes: { fichier: string }[] }[] = await tx.query(
          `SELECT d.id, d.pieces_jointes FROM demande_rendez_vous d LEFT JOIN rendez_vous r ON r.id = d.rendez_vous_id
            WHERE d.pieces_jointes <> '[]'::jsonb AND GREATEST(d.created_at, COALESCE(r.date, d.created_at)) < $1
            ORDER BY d.created_at LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED`,
          [before],
        );
        await this.empty(rows, tx);
        return { done: rows.length < BATCH, files: rows.flatMap((r) => r.pieces_jointes.map((p) => p.fichier)) };
      });
      this.remove(names.files);
      removed += names.files.length;
      if (names.done) return removed;
    }
  }

  private async empty(rows: { id: string }[], tx: EntityManager): Promise<void> {
    if (rows.length) await tx.query(`UPDATE demande_rendez_vous SET pieces_jointes = '[]'::jsonb WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
  }

  private async namedAmong(names: string[]): Promise<string[]> {
    const rows: { fichier: string }[] = await this.ds.query(
      `SELECT DISTINCT p->>'fichier' AS fichier FROM demande_rendez_vous d, jsonb_array_elements(d.pieces_jointes) p WHERE p->>'fichier' = ANY($1::text[])`,
      [names],
    );
    return rows.map((r) => r.fichier);
  }
}
