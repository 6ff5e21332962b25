import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANNUAIRE_LIMITES } from '@portail/contracts';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { DemandeRappel, ServiceAnnuaire } from './annuaire.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queries on the directory's services and the callback requests; requests always narrowed to the checked dossier. */
@Injectable()
export class AnnuaireRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  services(): Promise<ServiceAnnuaire[]> {
    return this.ds
      .getRepository(ServiceAnnuaire)
      .createQueryBuilder('s')
      .orderBy('s.isStarred', 'DESC')
      .addOrderBy('s.dateCreation', 'DESC')
      .addOrderBy('lower(s.titre)', 'ASC')
      .take(ANNUAIRE_LIMITES.servicesMax)
      .getMany();
  }

  /** By id when the reference is a uuid, else by slug. */
  service(ref: string, manager: EntityManager = this.ds.manager): Promise<ServiceAnnuaire | null> {
    const repo = manager.getRepository(ServiceAnnuaire);
    return UUID.test(ref) ? repo.findOne({ where: { id: ref.toLowerCase() } }) : repo.findOne({ where: { slug: ref.toLowerCase() } });
  }

  bySlug(tx: EntityManager, slug: string): Promise<ServiceAnnuaire | null> {
    return tx.getRepository(ServiceAnnuaire).findOne({ where: { slug } });
  }

  saveService(tx: EntityManager, row: ServiceAnnuaire): Promise<ServiceAnnuaire> {
    return tx.getRepository(ServiceAnnuaire).save(row);
  }

  async deleteService(id: string): Promise<boolean> {
    return ((await this.ds.getRepository(ServiceAnnuaire).delete({ id })).affected ?? 0) > 0;
  }

  /** Serialises the writes that must see each other (slug uniqueness, one open request). */
  async lock(tx: EntityManager, key: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('annuaire:' || $1))`, [key]);
  }

  openRequest(tx: EntityManager, idService: string, codeDossier: string, codeAgent: string): Promise<DemandeRappel | null> {
    return tx
      .getRepository(DemandeRappel)
      .createQueryBuilder('d')
      .where('d.idService = :idService AND d.codeDossier = :codeDossier AND d.codeAgent = :codeAgent', { idService, codeDossier, codeAgent })
      .andWhere(`d.etat <> 'contacte'`)
      .getOne();
  }

  insertRequest(tx: EntityManager, row: DemandeRappel): Promise<unknown> {
    return tx.insert(DemandeRappel, row);
  }

  requests(codeDossier: string, manager: EntityManager = this.ds.manager): Promise<(DemandeRappel & { service: ServiceAnnuaire })[]> {
    return manager
      .getRepository(DemandeRappel)
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.service', 's')
      .where('d.codeDossier = :codeDossier', { codeDossier })
      .orderBy('d.dateDemande', 'DESC')
      .addOrderBy('d.id', 'ASC')
      .take(ANNUAIRE_LIMITES.demandesMax)
      .getMany();
  }

  request(manager: EntityManager, codeDossier: string, id: string): Promise<(DemandeRappel & { service: ServiceAnnuaire }) | null> {
    return manager
      .getRepository(DemandeRappel)
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.service', 's')
      .where('d.id = :id AND d.codeDossier = :codeDossier', { id, codeDossier })
      .setLock('pessimistic_write', undefined, ['d'])
      .getOne();
  }

  saveRequest(tx: EntityManager, row: DemandeRappel): Promise<DemandeRappel> {
    return tx.getRepository(DemandeRappel).save(row);
  }

  /** The callback requests the person made, oldest first, with their service. */
  requestsOf(guidDemandeur: string): Promise<(DemandeRappel & { service: ServiceAnnuaire })[]> {
    return this.ds
      .getRepository(DemandeRappel)
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.service', 's')
      .where('d.guidDemandeur = :guidDemandeur', { guidDemandeur })
      .orderBy('d.dateDemande', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getMany();
  }

  async deleteRequestsOf(guidDemandeur: string, tx: EntityManager): Promise<number> {
    return (await tx.getRepository(DemandeRappel).delete({ guidDemandeur })).affected ?? 0;
  }

  async deleteRequestsBefore(before: Date): Promise<number> {
    return (await this.ds.getRepository(DemandeRappel).delete({ dateDemande: LessThan(before) })).affected ?? 0;
  }
}
