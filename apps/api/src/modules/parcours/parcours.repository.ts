import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PARCOURS_LIMITES } from '@portail/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Parcours, ParcoursUtilisateur } from './parcours.entity';

/** Queries on the tours and on each person's done flags. */
@Injectable()
export class ParcoursRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Active tours of a route, in their order, each with the person's done flag. */
  async activeForRoute(routeName: string, guidPersonne: string): Promise<{ parcours: Parcours; dejaFait: boolean }[]> {
    const rows = await this.ds
      .getRepository(Parcours)
      .createQueryBuilder('p')
      .leftJoin(ParcoursUtilisateur, 'u', 'u.code = p.code AND u.guid_personne = :guidPersonne', { guidPersonne })
      .addSelect('COALESCE(u.deja_fait, false)', 'deja_fait')
      .where('p.routeName = :routeName AND p.actif', { routeName })
      .orderBy('p.ordre', 'ASC')
      .addOrderBy('p.code', 'ASC')
      .getRawAndEntities<{ deja_fait: boolean }>();
    return rows.entities.map((parcours, i) => ({ parcours, dejaFait: rows.raw[i]?.deja_fait === true }));
  }

  exists(code: string): Promise<boolean> {
    return this.ds.getRepository(Parcours).exists({ where: { code } });
  }

  /** Sets the person's flag (insert or update). */
  async setDejaFait(guidPersonne: string, code: string, dejaFait: boolean, date: Date): Promise<void> {
    await this.ds.query(
      `INSERT INTO parcours_utilisateur (guid_personne, code, deja_fait, date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (guid_personne, code) DO UPDATE SET deja_fait = EXCLUDED.deja_fait, date = EXCLUDED.date`,
      [guidPersonne, code, dejaFait, date],
    );
  }

  list(): Promise<Parcours[]> {
    return this.ds.getRepository(Parcours).find({ order: { routeName: 'ASC', ordre: 'ASC', code: 'ASC' }, take: PARCOURS_LIMITES.parcoursMax });
  }

  count(tx: EntityManager): Promise<number> {
    return tx.getRepository(Parcours).count();
  }

  async lockTable(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('parcours'))`);
  }

  findForUpdate(tx: EntityManager, code: string): Promise<Parcours | null> {
    return tx.getRepository(Parcours).findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
  }

  save(tx: EntityManager, row: Parcours): Promise<Parcours> {
    return tx.getRepository(Parcours).save(row);
  }

  async delete(tx: EntityManager, code: string): Promise<void> {
    await tx.getRepository(Parcours).delete({ code });
  }
}
