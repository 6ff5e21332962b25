import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { Dossier } from './dossier.entity';

@Injectable()
export class DossierRepository {
  constructor(@InjectRepository(Dossier) private readonly dossiers: Repository<Dossier>) {}

  private on(manager?: EntityManager): Repository<Dossier> {
    return manager ? manager.getRepository(Dossier) : this.dossiers;
  }

  byCode(codeDossier: string, manager?: EntityManager): Promise<Dossier | null> {
    return this.on(manager).findOneBy({ codeDossier });
  }

  /** With their subscribed modules. */
  byCodes(codes: string[], manager?: EntityManager): Promise<Dossier[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.on(manager).find({ where: { codeDossier: In(codes) }, relations: { modules: true } });
  }

  /** Serialises writes on these dossiers, locked in a fixed order. */
  async lockForUpdate(codes: string[], tx: EntityManager): Promise<void> {
    if (codes.length === 0) return;
    await tx.query('SELECT code_dossier FROM dossier WHERE code_dossier = ANY($1) ORDER BY code_dossier FOR UPDATE', [[...new Set(codes)].sort()]);
  }
}
