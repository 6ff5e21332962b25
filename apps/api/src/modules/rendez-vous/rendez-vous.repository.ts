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

  participants(ids: string[]): Promise<ParticipantRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.ds.query(
      `SELECT rp.rendez_vous_id, c.code_agent, p.prenom, p.nom,
         (SELECT f.libelle FROM collaborateur_fonction cf JOIN fonction f ON f.code = cf.fonction_code WHERE cf.guid_personne = c.guid_personne ORDER BY f.code LIMIT 1) AS fonction
       FROM rendez_vous_participant rp JOIN collaborateur c ON c.guid_personne = rp.guid_personne JOIN personne p ON p.guid_personne = c.guid_personne
       WHERE rp.rendez_vous_id = ANY($1::uuid[]) ORDER BY p.nom, p.prenom`,
      [ids],
    );
  }

  /** The address an appointment's edits are mailed to: its responsible collaborator. */
  async responsableMail(guid: string | null, tx?: EntityManager): Promise<{ mail: string; nom: string } | undefined> {
    if (!guid) return undefined;
    const rows: { mail: string | null; nom: string }[] = await (tx ?? this.ds.manager).query(
      `SELECT COALESCE(c.mail, p.email) AS mail, p.prenom || ' ' || p.nom AS nom FROM collaborateur c JOIN personne p ON p.guid_personne = c.guid_personne WHERE c.guid_personne = $1`,
      [guid],
    );
    return rows[0]?.mail ? { mail: rows[0].mail, nom: rows[0].nom } : undefined;
  }
}
