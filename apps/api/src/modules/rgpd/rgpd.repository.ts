import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThan, MoreThan, Not, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { DemandeRgpdEntity, type DemandeStatut, type ResultatEffacement } from './demande-rgpd.entity';
import { JournalRetentionEntity } from './journal-retention.entity';

/** The RGPD requests and the retention journal. */
@Injectable()
export class RgpdRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  find(id: string, tx: EntityManager = this.ds.manager): Promise<DemandeRgpdEntity | null> {
    return tx.getRepository(DemandeRgpdEntity).findOneBy({ id });
  }

  /** The request, locked until the caller's transaction ends. */
  lock(tx: EntityManager, id: string): Promise<DemandeRgpdEntity | null> {
    return tx.getRepository(DemandeRgpdEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(tx: EntityManager, row: Partial<DemandeRgpdEntity>): Promise<void> {
    await tx.getRepository(DemandeRgpdEntity).insert(row);
  }

  async update(id: string, changes: Partial<DemandeRgpdEntity>, tx: EntityManager = this.ds.manager): Promise<void> {
    await tx.getRepository(DemandeRgpdEntity).update({ id }, changes as Record<string, unknown>);
  }

  exportsOf(guidPersonne: string): Promise<DemandeRgpdEntity[]> {
    return this.ds.getRepository(DemandeRgpdEntity).find({ where: { guidPersonne, type: 'export' }, order: { demandeeLe: 'DESC' }, take: 10 });
  }

  lastErasureOf(guidPersonne: string): Promise<DemandeRgpdEntity | null> {
    return this.ds.getRepository(DemandeRgpdEntity).findOne({ where: { guidPersonne, type: 'effacement' }, order: { demandeeLe: 'DESC' } });
  }

  /** The person's export asked for after `since` (one per 24 h). */
  exportSince(guidPersonne: string, since: Date): Promise<boolean> {
    return this.ds.getRepository(DemandeRgpdEntity).existsBy({ guidPersonne, type: 'export', demandeeLe: MoreThan(since) });
  }

  /** Deletes the person's exports in the caller's transaction; returns their archives' keys (deleted after commit). */
  async deleteExportsOf(tx: EntityManager, guidPersonne: string): Promise<string[]> {
    // A DELETE answers [rows, count] through TypeORM.
    const [rows]: [{ blob_key: string | null }[], number] = await tx.query(
      `DELETE FROM demande_rgpd WHERE guid_personne = $1 AND type = 'export' RETURNING blob_key`,
      [guidPersonne],
    );
    return rows.map((r) => r.blob_key).filter((k): k is string => !!k);
  }

  erasures(): Promise<DemandeRgpdEntity[]> {
    return this.ds.getRepository(DemandeRgpdEntity).find({ where: { type: 'effacement' }, order: { demandeeLe: 'DESC' }, take: 500 });
  }

  /** Exports past their expiry still holding a file. */
  expiredExports(now: Date): Promise<DemandeRgpdEntity[]> {
    return this.ds.getRepository(DemandeRgpdEntity).find({ where: { type: 'export', expireLe: LessThan(now), blobKey: Not(IsNull()) } });
  }

  /** Requests answered before `before` (their proof has been kept long enough). */
  async deleteAnsweredBefore(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.ds.query(
      `DELETE FROM demande_rgpd WHERE COALESCE(traitee_le, demandee_le) < $1 AND statut NOT IN ('demandee', 'en-preparation')`,
      [before],
    );
    return count;
  }

  async journal(regle: string, supprimes: number, avant: Date): Promise<void> {
    await this.ds.getRepository(JournalRetentionEntity).insert({ regle, supprimes, avant });
  }

  /** The last run of each rule. */
  async lastRuns(): Promise<Map<string, { executeLe: Date; supprimes: number }>> {
    const rows: { regle: string; execute_le: Date; supprimes: number }[] = await this.ds.query(
      `SELECT DISTINCT ON (regle) regle, execute_le, supprimes FROM journal_retention ORDER BY regle, execute_le DESC, id DESC`,
    );
    return new Map(rows.map((r) => [r.regle, { executeLe: new Date(r.execute_le), supprimes: r.supprimes }]));
  }

  statut(id: string, statut: DemandeStatut, extra: { resultat?: ResultatEffacement[] } = {}, tx?: EntityManager): Promise<void> {
    return this.update(id, { statut, ...extra }, tx);
  }
}
