import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RDV_LIST_LIMIT } from '@portail/contracts';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { PieceJointe } from './demande-rendez-vous.entity';
import { RendezVous } from './rendez-vous.entity';

export interface ParticipantRow {
  rendez_vous_id: string;
  code_agent: string;
  prenom: string;
  nom: string;
  fonction: string | null;
}

/** A request of the person with the appointment it was scheduled as, if any (RGPD export). */
export interface DemandeDePersonne {
  id: string;
  code_dossier: string;
  code_agent: string;
  motif: string;
  telephone: string | null;
  email: string | null;
  pieces_jointes: PieceJointe[];
  created_at: Date;
  titre: string | null;
  date: Date | null;
  annule_le: Date | null;
}

/** The appointments a person's erasure concerns: scheduled from their requests, or with their address as contact. */
const RDV_OF_PERSONNE = `(id IN (SELECT rendez_vous_id FROM demande_rendez_vous WHERE guid_personne = $1) OR lower(email_contact) = $2)`;

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

  /** The person's requests, oldest first, with the appointment each was scheduled as. */
  demandesOf(guidPersonne: string): Promise<DemandeDePersonne[]> {
    return this.ds.query(
      `SELECT d.id, d.code_dossier, d.code_agent, d.motif, d.telephone, d.email, d.pieces_jointes, d.created_at, r.titre, r.date, r.annule_le
         FROM demande_rendez_vous d LEFT JOIN rendez_vous r ON r.id = d.rendez_vous_id
        WHERE d.guid_personne = $1 ORDER BY d.created_at, d.id`,
      [guidPersonne],
    );
  }

  /** Appointments whose contact address is the person's, apart from those their requests were scheduled as. */
  contactOf(guidPersonne: string, login: string | null): Promise<RendezVous[]> {
    if (!login) return Promise.resolve([]);
    return this.ds
      .getRepository(RendezVous)
      .createQueryBuilder('r')
      .where('lower(r.email_contact) = :login', { login })
      .andWhere('r.id NOT IN (SELECT d.rendez_vous_id FROM demande_rendez_vous d WHERE d.guid_personne = :guid AND d.rendez_vous_id IS NOT NULL)', {
        guid: guidPersonne,
      })
      .orderBy('r.date', 'ASC')
      .getMany();
  }

  /**
   * Keeps the person's requests and appointments for the firm's records without what they wrote or gave to be reached;
   * their attachments are no longer named (the files' sweep deletes them). Returns the rows changed and how many files were let go.
   */
  async anonymiseOf(guidPersonne: string, login: string | null, tx: EntityManager): Promise<{ count: number; fichiers: number }> {
    const held: { n: number }[] = await tx.query(
      `SELECT coalesce(sum(jsonb_array_length(pieces_jointes)), 0)::int AS n FROM demande_rendez_vous WHERE guid_personne = $1`,
      [guidPersonne],
    );
    const [, rdvs] = (await tx.query(`UPDATE rendez_vous SET motif = NULL, telephone_contact = NULL, email_contact = NULL WHERE ${RDV_OF_PERSONNE}`, [
      guidPersonne,
      login,
    ])) as [unknown, number];
    const [, demandes] = (await tx.query(
      `UPDATE demande_rendez_vous SET motif = '', telephone = NULL, email = NULL, pieces_jointes = '[]'::jsonb WHERE guid_personne = $1`,
      [guidPersonne],
    )) as [unknown, number];
    return { count: rdvs + demandes, fichiers: held[0]?.n ?? 0 };
  }

  /** Appointments dated before `before` and requests never scheduled sent before it go; returns their count and the stored names of their files. */
  async deleteOlderThan(before: Date, tx: EntityManager): Promise<{ count: number; fichiers: string[] }> {
    const [demandes, nDemandes] = (await tx.query(
      `DELETE FROM demande_rendez_vous
        WHERE rendez_vous_id IN (SELECT id FROM rendez_vous WHERE date < $1) OR (rendez_vous_id IS NULL AND created_at < $1)
        RETURNING pieces_jointes`,
      [before],
    )) as [{ pieces_jointes: PieceJointe[] }[], number];
    const [, nRdvs] = (await tx.query(`DELETE FROM rendez_vous WHERE date < $1`, [before])) as [unknown, number];
    return { count: nDemandes + nRdvs, fichiers: demandes.flatMap((d) => d.pieces_jointes.map((p) => p.fichier)) };
  }
}
