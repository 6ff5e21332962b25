import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface DemandePieces {
  id: string;
  pieces_jointes: { fichier: string }[];
}

/** The attachment columns of demande_rendez_vous, as the files' lifetime needs them. */
@Injectable()
export class RendezVousFichiersRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** The stored names among these that some request still names. */
  async namedAmong(names: string[]): Promise<string[]> {
    const rows: { fichier: string }[] = await this.ds.query(
      `SELECT DISTINCT p->>'fichier' AS fichier FROM demande_rendez_vous d, jsonb_array_elements(d.pieces_jointes) p WHERE p->>'fichier' = ANY($1::text[])`,
      [names],
    );
    return rows.map((r) => r.fichier);
  }

  /** Requests scheduled as this appointment that still hold attachments, locked. */
  ofRendezVous(rendezVousId: string, tx: EntityManager): Promise<DemandePieces[]> {
    return tx.query(`SELECT id, pieces_jointes FROM demande_rendez_vous WHERE rendez_vous_id = $1 AND pieces_jointes <> '[]'::jsonb FOR UPDATE`, [
      rendezVousId,
    ]);
  }

  /** Up to `limit` requests holding attachments whose request, and appointment if any, are older than `before`; locked, others' skipped. */
  expired(before: Date, limit: number, tx: EntityManager): Promise<DemandePieces[]> {
    return tx.query(
      `SELECT d.id, d.pieces_jointes FROM demande_rendez_vous d LEFT JOIN rendez_vous r ON r.id = d.rendez_vous_id
        WHERE d.pieces_jointes <> '[]'::jsonb AND GREATEST(d.created_at, COALESCE(r.date, d.created_at)) < $1
        ORDER BY d.created_at LIMIT $2 FOR UPDATE OF d SKIP LOCKED`,
      [before, limit],
    );
  }

  async empty(ids: string[], tx: EntityManager): Promise<void> {
    if (ids.length) await tx.query(`UPDATE demande_rendez_vous SET pieces_jointes = '[]'::jsonb WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
