import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DOCUMENT_COLUMNS, type DocumentRow } from './ged-rows';
import { searchSql } from './ged-search-sql';
import { SqlParams } from './sql-params';

export interface BoardRow {
  id: string;
  parent_id: string | null;
  titre: string;
  couleur: string | null;
  icone: string | null;
  texte: string | null;
}

/** Reads of the board-of-directors workspaces (espace 'conseil', no dossier). */
@Injectable()
export class GedBoardRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  workspaces(): Promise<BoardRow[]> {
    return this.ds.query(`SELECT id, parent_id, titre, couleur, icone, texte FROM ged_noeud WHERE espace = 'conseil' ORDER BY ordre, titre`);
  }

  async exists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(`SELECT 1 FROM ged_noeud WHERE id = $1 AND espace = 'conseil'`, [id]);
    return rows.length > 0;
  }

  /** A document of a board workspace; undefined for any other document. */
  async document(id: string): Promise<DocumentRow | undefined> {
    const rows: DocumentRow[] = await this.ds.query(
      `SELECT ${DOCUMENT_COLUMNS} FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE d.id = $1 AND n.espace = 'conseil' AND d.code_dossier IS NULL`,
      [id],
    );
    return rows[0];
  }

  async page(nodeId: string, containsfilter: string | undefined, page: { page: number; size: number }): Promise<{ rows: DocumentRow[]; total: number }> {
    const p = new SqlParams();
    const where = [`d.noeud_id = ${p.add(nodeId)}`, `n.espace = 'conseil'`];
    if (containsfilter) where.push(searchSql(containsfilter, p));
    const from = `FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE ${where.join(' AND ')}`;
    const count: { total: number }[] = await this.ds.query(`SELECT count(*)::int AS total ${from}`, p.values);
    const rows: DocumentRow[] = await this.ds.query(
      `SELECT ${DOCUMENT_COLUMNS} ${from} ORDER BY d.date_creation DESC, d.id LIMIT ${p.add(page.size)} OFFSET ${p.add(page.page * page.size)}`,
      p.values,
    );
    return { rows, total: count[0]?.total ?? 0 };
  }
}
