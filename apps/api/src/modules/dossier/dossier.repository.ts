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
}
