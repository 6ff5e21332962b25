import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** What the worker reads of a document. */
export interface DocumentRow {
  id: string;
  blobKey: string;
  mime: string;
  extension: string;
  apercuStatut: string;
  nom: string;
  nbPages: number | null;
}

/** The columns of ged_document the worker reads and writes, in plain SQL: the worker process loads no other module's entities. */
@Injectable()
export class GedProcessingRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async find(id: string): Promise<DocumentRow | undefined> {
    const rows: DocumentRow[] = await this.ds.query(
      `SELECT id, blob_key AS "blobKey", mime, extension, apercu_statut AS "apercuStatut", nom, nb_pages AS "nbPages" FROM ged_document WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async markReady(id: string, nbPages: number, contenu: string | null): Promise<void> {
    await this.ds.query(`UPDATE ged_document SET apercu_statut = 'pret', nb_pages = $2, contenu = $3 WHERE id = $1`, [id, nbPages, contenu]);
  }

  async mark(id: string, statut: 'aucun' | 'echec'): Promise<void> {
    await this.ds.query(`UPDATE ged_document SET apercu_statut = $2, nb_pages = NULL WHERE id = $1`, [id, statut]);
  }

  /** Which of these blob keys a document still names. */
  async existingBlobKeys(keys: string[]): Promise<string[]> {
    const rows: { blob_key: string }[] = await this.ds.query(`SELECT blob_key FROM ged_document WHERE blob_key = ANY($1::text[])`, [keys]);
    return rows.map((r) => r.blob_key);
  }

  /** Which of these ids are documents (invalid uuids are simply absent). */
  async existingIds(ids: string[]): Promise<string[]> {
    const valid = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
    const rows: { id: string }[] = await this.ds.query(`SELECT id FROM ged_document WHERE id = ANY($1::uuid[])`, [valid]);
    return rows.map((r) => r.id);
  }

  /** The oldest documents still waiting for the worker. */
  async waiting(limit: number): Promise<{ id: string; blobKey: string }[]> {
    return this.ds.query(`SELECT id, blob_key AS "blobKey" FROM ged_document WHERE apercu_statut = 'attente' ORDER BY date_creation LIMIT $1`, [limit]);
  }
}
