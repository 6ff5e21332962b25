import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Evenement } from './evenement.entity';
import { Inscription } from './inscription.entity';

/** An inscription takes a place unless deleted or declined (participe = false). */
const TAKES_PLACE = 'NOT i.deleted AND i.participe IS DISTINCT FROM false';

export interface EventCounts {
  nbInscrits: Map<number, number>;
  registred: Set<number>;
  nbEvents: Map<number, number>;
}

/** Queries on events and inscriptions; writes take the caller's transaction. */
@Injectable()
export class EventsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Upcoming first (soonest first), then past ones (latest first), as appointments are listed. */
  list(limit: number, now: Date = new Date()): Promise<Evenement[]> {
    return this.ds
      .getRepository(Evenement)
      .createQueryBuilder('e')
      .orderBy('CASE WHEN e.date_debut > :now THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('CASE WHEN e.date_debut > :now THEN e.date_debut END', 'ASC')
      .addOrderBy('e.date_debut', 'DESC')
      .addOrderBy('e.id', 'ASC')
      .setParameter('now', now)
      .limit(limit)
      .getMany();
  }

  find(id: number, manager: EntityManager = this.ds.manager): Promise<Evenement | null> {
    return manager.getRepository(Evenement).findOne({ where: { id } });
  }

  findByGuid(guid: string): Promise<Evenement | null> {
    return this.ds.getRepository(Evenement).findOne({ where: { guid } });
  }

  linked(idCampagne: number): Promise<Evenement[]> {
    return this.ds.getRepository(Evenement).find({ where: { idCampagne }, order: { dateDebut: 'ASC', id: 'ASC' }, take: 300 });
  }

  /** Serialises registrations to one event: the place count read next is final until commit. */
  async lock(id: number, tx: EntityManager): Promise<Evenement | null> {
    const rows: { id: number }[] = await tx.query('SELECT id FROM evenement WHERE id = $1 FOR UPDATE', [id]);
    return rows.length ? this.find(id, tx) : null;
  }

  async media(id: number, kind: 'icone' | 'image'): Promise<{ data: Buffer; type: string } | null> {
    const col = kind === 'icone' ? 'icone' : 'image';
    const rows: { data: Buffer | null; type: string | null }[] = await this.ds.query(
      `SELECT ${col} AS data, ${col}_type AS type FROM evenement WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row?.data && row.type ? { data: row.data, type: row.type } : null;
  }

  async counts(ids: number[], codeDossier: string, manager: EntityManager = this.ds.manager): Promise<EventCounts> {
    const out: EventCounts = { nbInscrits: new Map(), registred: new Set(), nbEvents: new Map() };
    if (ids.length === 0) return out;
    const rows: { id: number; n: number; mine: number }[] = await manager.query(
      `SELECT i.id_event AS id, count(*)::int AS n, count(*) FILTER (WHERE i.code_dossier = $2)::int AS mine
       FROM inscription i WHERE i.id_event = ANY($1) AND ${TAKES_PLACE} GROUP BY i.id_event`,
      [ids, codeDossier],
    );
    for (const r of rows) {
      out.nbInscrits.set(r.id, r.n);
      if (r.mine > 0) out.registred.add(r.id);
    }
    const camp: { c: number; n: number }[] = await manager.query(
      'SELECT id_campagne AS c, count(*)::int AS n FROM evenement WHERE id_campagne IN (SELECT id_campagne FROM evenement WHERE id = ANY($1)) GROUP BY id_campagne',
      [ids],
    );
    for (const c of camp) out.nbEvents.set(c.c, c.n);
    return out;
  }

  /** The dossier's current participants: deleted ones are history, listed nowhere. */
  ofDossier(codeDossier: string, idEvent?: number, manager: EntityManager = this.ds.manager): Promise<Inscription[]> {
    return manager
      .getRepository(Inscription)
      .find({ where: { codeDossier, deleted: false, ...(idEvent ? { idEvent } : {}) }, order: { dateCreation: 'ASC', id: 'ASC' }, take: 300 });
  }

  byIds(ids: string[], tx: EntityManager): Promise<Inscription[]> {
    return ids.length ? tx.getRepository(Inscription).find({ where: { id: In(ids) } }) : Promise.resolve([]);
  }

  async markDeleted(ids: string[], tx: EntityManager): Promise<void> {
    if (ids.length) await tx.getRepository(Inscription).update({ id: In(ids) }, { deleted: true });
  }

  async insert(rows: Partial<Inscription>[], tx: EntityManager): Promise<void> {
    if (rows.length) await tx.getRepository(Inscription).insert(rows);
  }

  async declineFor(guidPersonne: string, codeDossier: string, idEvent: number, tx: EntityManager): Promise<number> {
    const res = await tx.getRepository(Inscription).update({ guidPersonne, codeDossier, idEvent, deleted: false }, { participe: false });
    return res.affected ?? 0;
  }

  activeByEmail(idEvent: number, email: string): Promise<Inscription[]> {
    return this.ds
      .getRepository(Inscription)
      .createQueryBuilder('i')
      .where('i.id_event = :idEvent AND lower(i.email) = lower(:email) AND NOT i.deleted', { idEvent, email })
      .getMany();
  }

  /** The person's registrations, by their guid or their address, with their event, oldest event first. */
  inscriptionsOf(guidPersonne: string, login: string | null): Promise<Inscription[]> {
    return this.ds
      .getRepository(Inscription)
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.evenement', 'e')
      .where("i.guid_personne = :guidPersonne OR (lower(i.email) = :login AND i.email <> '')", { guidPersonne, login: login ?? '' })
      .orderBy('e.date_debut', 'ASC')
      .addOrderBy('i.date_creation', 'ASC')
      .getMany();
  }

  /** Keeps the person's registrations for the event's records under `anonyme`, without address, phone, comment or guid. */
  async anonymiseOf(guidPersonne: string, login: string | null, anonyme: string, tx: EntityManager): Promise<number> {
    const [, count] = (await tx.query(
      `UPDATE inscription SET nom = $3, prenom = '', email = '', tel = NULL, commentaire = NULL, guid_personne = NULL
        WHERE guid_personne = $1 OR (lower(email) = $2 AND email <> '')`,
      [guidPersonne, login ?? '', anonyme],
    )) as [unknown, number];
    return count;
  }

  /** Registrations of events over before `before`. */
  async deleteInscriptionsBefore(before: Date): Promise<number> {
    const [, count] = (await this.ds.query(`DELETE FROM inscription i USING evenement e WHERE e.id = i.id_event AND e.date_fin < $1`, [before])) as [
      unknown,
      number,
    ];
    return count;
  }
}
