import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BoardNode, GedDocumentPage, GedPageQuery } from '@portail/contracts';
import { DataSource } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { toGedDocument } from './ged-document.mapper';
import { DOCUMENT_COLUMNS, type DocumentRow } from './ged-rows';
import { searchSql } from './ged-search-sql';
import { SqlParams } from './sql-params';

interface BoardRow {
  id: string;
  parent_id: string | null;
  titre: string;
  couleur: string | null;
  icone: string | null;
  texte: string | null;
}

/** Board-of-directors workspaces (espace 'conseil', no dossier); the guard requires administrateur_cder. */
@Injectable()
export class GedBoardService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async tree(): Promise<BoardNode[]> {
    const rows: BoardRow[] = await this.ds.query(
      `SELECT id, parent_id, titre, couleur, icone, texte FROM ged_noeud WHERE espace = 'conseil' ORDER BY ordre, titre`,
    );
    const nodes = new Map<string, BoardNode>(
      rows.map((r) => [r.id, { _id: r.id, uuid: r.id, title: r.titre, color: r.couleur, icon: r.icone, text: r.texte, nodes: [] }]),
    );
    const roots: BoardNode[] = [];
    for (const row of rows) {
      const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
      (parent ? parent.nodes : roots).push(nodes.get(row.id)!);
    }
    return roots;
  }

  async documents(nodeId: string, q: GedPageQuery): Promise<GedDocumentPage> {
    const exists: unknown[] = await this.ds.query(`SELECT 1 FROM ged_noeud WHERE id = $1 AND espace = 'conseil'`, [nodeId]);
    if (!exists.length) throw AppException.notFound('Espace introuvable.');
    const p = new SqlParams();
    const where = [`d.noeud_id = ${p.add(nodeId)}`, `n.espace = 'conseil'`];
    if (q.containsfilter) where.push(searchSql(q.containsfilter, p));
    const from = `FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE ${where.join(' AND ')}`;
    const count: { total: number }[] = await this.ds.query(`SELECT count(*)::int AS total ${from}`, p.values);
    const rows: DocumentRow[] = await this.ds.query(
      `SELECT ${DOCUMENT_COLUMNS} ${from} ORDER BY d.date_creation DESC, d.id LIMIT ${p.add(q.size)} OFFSET ${p.add(q.page * q.size)}`,
      p.values,
    );
    return { data: rows.map(toGedDocument), page: q.page, size: q.size, total: count[0]?.total ?? 0 };
  }
}
