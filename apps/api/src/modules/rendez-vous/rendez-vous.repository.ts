import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RDV_LIST_LIMIT } from '@portail/contracts';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { RendezVous } from './rendez-vous.entity';

export interface ParticipantRow {
  rendez_vous_id: string;
  code_agent: string;
  prenom: string;
  nom: string;
  fonction: string | null;
}

@Injectable()
export class RendezVousRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Upcoming first (soonest first), then past ones (latest first); cancelled ones are left out. */
  ofDossier(codeDossier: string, now: Date): Promise<RendezVous[]> {
    return this.ds
      .getRepository(RendezVous)
      .createQueryBuilder('r')
      .where('r.code_dossier = :codeDossier AND r.annule_le IS NULL', { codeDossier })
      .orderBy('CASE WHEN r.date > :now THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('CASE WHEN r.date > :now THEN r.date END', 'ASC')
      .addOrderBy('r.date', 'DESC')
      .setParameter('now', now)
      .limit(RDV_LIST_LIMIT)
      .getMany();
  }

  find(id: string, tx?: EntityManager): Promise<RendezVous | null> {
    const repo = (tx ?? this.ds.manager).getRepository(RendezVous);
    if (!tx) return repo.findOneBy({ id, annuleLe: IsNull() });
    return repo.createQueryBuilder('r').setLock('pessimistic_write').where('r.id = :id AND r.annule_le IS NULL', { id }).getOne();
  }

  async codeDossierOf(id: string): Promise<string | undefined> {
    const rows: { code_dossier: string }[] = await this.ds.query('SELECT code_dossier FROM rendez_vous WHERE id = $1 AND annule_le IS NULL', [id]);
    return rows[0]?.code_dossier;
  }

  /** Who takes part in each appointment (collaborators by person guid). */
  participantLinks(ids: string[]): Promise<{ rendez_vous_id: string; guid_personne: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.ds.query('SELECT rendez_vous_id, guid_personne FROM rendez_vous_participant WHERE rendez_vous_id = ANY($1::uuid[])', [ids]);
  }
}
