import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IDENTIFIANT_LIMITES } from '@portail/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';

/** Queries on the credentials and their journal; every one narrowed to the dossier the guard checked. */
@Injectable()
export class IdentifiantsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  list(codeDossier: string): Promise<Identifiant[]> {
    return this.ds
      .getRepository(Identifiant)
      .createQueryBuilder('i')
      .where('i.codeDossier = :codeDossier', { codeDossier })
      .orderBy('lower(i.titre)', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .take(IDENTIFIANT_LIMITES.parDossierMax)
      .getMany();
  }

  /** The latest events of each listed entry, newest first. */
  async latestJournal(codeDossier: string, ids: string[], manager: EntityManager = this.ds.manager): Promise<IdentifiantJournalEntry[]> {
    if (!ids.length) return [];
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY id_identifiant ORDER BY date DESC, id DESC) AS n
         FROM identifiant_journal WHERE code_dossier = $1 AND id_identifiant = ANY($2::uuid[])) j WHERE n <= $3`,
      [codeDossier, ids, IDENTIFIANT_LIMITES.journalParIdentifiant],
    );
    if (!rows.length) return [];
    return manager
      .getRepository(IdentifiantJournalEntry)
      .createQueryBuilder('j')
      .where('j.id IN (:...ids)', { ids: rows.map((r) => r.id) })
      .orderBy('j.date', 'DESC')
      .addOrderBy('j.id', 'DESC')
      .getMany();
  }

  /** Serialises the additions of one dossier (the count limit). */
  async lockDossier(tx: EntityManager, codeDossier: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identifiant:' || $1))`, [codeDossier]);
  }

  count(tx: EntityManager, codeDossier: string): Promise<number> {
    return tx.getRepository(Identifiant).count({ where: { codeDossier } });
  }

  findForUpdate(tx: EntityManager, codeDossier: string, id: string): Promise<Identifiant | null> {
    return tx.getRepository(Identifiant).findOne({ where: { id, codeDossier }, lock: { mode: 'pessimistic_write' } });
  }

  save(tx: EntityManager, row: Identifiant): Promise<Identifiant> {
    return tx.getRepository(Identifiant).save(row);
  }

  async delete(tx: EntityManager, row: Identifiant): Promise<void> {
    await tx.getRepository(Identifiant).delete({ id: row.id, codeDossier: row.codeDossier });
  }

  async journal(tx: EntityManager, entry: IdentifiantJournalEntry): Promise<void> {
    await tx.getRepository(IdentifiantJournalEntry).insert(entry);
  }
}
