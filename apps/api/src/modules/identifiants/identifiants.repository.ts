import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IDENTIFIANT_LIMITES } from '@portail/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';

/** What an export may show of a credential: never its user name, password or keys. */
export interface IdentifiantCree {
  id: string;
  code_dossier: string;
  titre: string;
  date_creation: Date | null;
}

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

  /** The credentials the person created: journaled as their creation, or recorded with their login; still held or not. */
  async createdBy(guidPersonne: string, login: string | null): Promise<{ ids: string[]; held: IdentifiantCree[] }> {
    const journaled: { id: string }[] = await this.ds.query(
      `SELECT DISTINCT id_identifiant AS id FROM identifiant_journal WHERE guid_auteur = $1 AND action = 'creation'`,
      [guidPersonne],
    );
    const held: IdentifiantCree[] = await this.ds.query(
      `SELECT id, code_dossier, titre, date_creation FROM identifiant
        WHERE id = ANY($1::uuid[]) OR lower(auteur_creation) = $2 ORDER BY date_creation, id`,
      [journaled.map((j) => j.id), login],
    );
    return { ids: [...new Set([...journaled.map((j) => j.id), ...held.map((h) => h.id)])], held };
  }

  /** The journal entries the person made, oldest first. */
  journalBy(guidPersonne: string): Promise<IdentifiantJournalEntry[]> {
    return this.ds.getRepository(IdentifiantJournalEntry).find({ where: { guidAuteur: guidPersonne }, order: { date: 'ASC', id: 'ASC' } });
  }

  /** Who revealed these credentials and when, oldest first. */
  consultationsOf(ids: string[]): Promise<IdentifiantJournalEntry[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.ds
      .getRepository(IdentifiantJournalEntry)
      .createQueryBuilder('j')
      .where("j.id_identifiant = ANY(:ids::uuid[]) AND j.action = 'consultation'", { ids })
      .orderBy('j.date', 'ASC')
      .addOrderBy('j.id', 'ASC')
      .getMany();
  }

  /** Replaces the person as author, in the journal (by guid) and on the credentials (by login), with `anonyme`. */
  async anonymiseAuthor(guidPersonne: string, login: string | null, anonyme: string, tx: EntityManager): Promise<number> {
    const [, journal] = (await tx.query(`UPDATE identifiant_journal SET auteur = $2, guid_auteur = NULL WHERE guid_auteur = $1`, [guidPersonne, anonyme])) as [
      unknown,
      number,
    ];
    if (!login) return journal;
    const [, entries] = (await tx.query(
      `UPDATE identifiant SET
          auteur_creation = CASE WHEN lower(auteur_creation) = $1 THEN $2 ELSE auteur_creation END,
          adherent_modification = CASE WHEN lower(adherent_modification) = $1 THEN $2 ELSE adherent_modification END
        WHERE lower(auteur_creation) = $1 OR lower(adherent_modification) = $1`,
      [login, anonyme],
    )) as [unknown, number];
    return journal + entries;
  }

  async deleteJournalBefore(before: Date): Promise<number> {
    const [, count] = (await this.ds.query(`DELETE FROM identifiant_journal WHERE date < $1`, [before])) as [unknown, number];
    return count;
  }
}
