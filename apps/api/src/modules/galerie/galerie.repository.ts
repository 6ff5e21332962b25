import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GALERIE_LIMITES as L } from '@portail/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { GaleriePhoto } from './galerie-photo.entity';

/** Queries on the gallery's photos. */
@Injectable()
export class GalerieRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  list(): Promise<GaleriePhoto[]> {
    return this.ds.getRepository(GaleriePhoto).find({ order: { ordre: 'ASC', id: 'ASC' }, take: L.photosMax });
  }

  find(id: string): Promise<GaleriePhoto | null> {
    return this.ds.getRepository(GaleriePhoto).findOneBy({ id });
  }

  /** Serialises the additions (the count limit and the next rank). */
  async lock(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('galerie_photo'))`);
  }

  async countAndLastOrdre(tx: EntityManager): Promise<{ count: number; last: number }> {
    const [row] = (await tx.query(`SELECT count(*)::int AS count, coalesce(max(ordre), 0)::int AS last FROM galerie_photo`)) as {
      count: number;
      last: number;
    }[];
    return row;
  }

  findForUpdate(tx: EntityManager, id: string): Promise<GaleriePhoto | null> {
    return tx.getRepository(GaleriePhoto).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(tx: EntityManager, photo: GaleriePhoto): Promise<GaleriePhoto> {
    return tx.getRepository(GaleriePhoto).save(photo);
  }

  async delete(tx: EntityManager, id: string): Promise<void> {
    await tx.getRepository(GaleriePhoto).delete({ id });
  }
}
