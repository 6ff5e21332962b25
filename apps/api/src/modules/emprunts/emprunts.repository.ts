import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EMPRUNT_LIMITES } from '@portail/contracts';
import { Emprunt } from './emprunt.entity';

/** Queries on loans; every one is narrowed to the dossier the guard checked. */
@Injectable()
export class EmpruntsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  list(codeDossier: string): Promise<Emprunt[]> {
    return this.ds.getRepository(Emprunt).find({ where: { codeDossier }, order: { createdAt: 'ASC', id: 'ASC' }, take: EMPRUNT_LIMITES.parDossierMax });
  }

  /** Serialises the writes of one dossier (the count limit) without touching another module's table. */
  async lockDossier(tx: EntityManager, codeDossier: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('emprunt:' || $1))`, [codeDossier]);
  }

  count(tx: EntityManager, codeDossier: string): Promise<number> {
    return tx.getRepository(Emprunt).count({ where: { codeDossier } });
  }

  find(tx: EntityManager, codeDossier: string, id: string): Promise<Emprunt | null> {
    return tx.getRepository(Emprunt).findOne({ where: { id, codeDossier } });
  }

  save(tx: EntityManager, emprunt: Emprunt): Promise<Emprunt> {
    return tx.getRepository(Emprunt).save(emprunt);
  }

  async delete(codeDossier: string, id: string): Promise<boolean> {
    const result = await this.ds.getRepository(Emprunt).delete({ id, codeDossier });
    return (result.affected ?? 0) > 0;
  }
}
