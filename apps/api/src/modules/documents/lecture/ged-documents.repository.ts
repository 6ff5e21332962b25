import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TypeFacture, TypeFichier } from '@portail/contracts';
import { DataSource } from 'typeorm';
import { searchSql } from './ged-search-sql';
import { DOCUMENT_COLUMNS, FOLDER_COLUMNS, type DocumentRow, type FolderRow } from './ged-rows';
import { type GedViewer, visibleFolderSql } from './ged-visibility';
import { SqlParams } from './sql-params';

/** Which documents a list takes, always within the folders the viewer may see. */
export interface DocumentScope {
  noeudIds?: string[];
  /** The folder of this code (lets a folder page run with its folder's lookup). */
  folderCode?: string;
  type?: 'document' | 'facture';
  typeFacture?: TypeFacture;
  /** Invoice year (date of the invoice, else its vintage). */
  annee?: number;
  templates?: string[];
  typesFichier?: TypeFichier[];
  excludeTemplates?: string[];
  containsfilter?: string;
  /** Only folders of these stores (those not in maintenance). */
  stores?: ('documents' | 'factures')[];
}

export interface PageRequest {
  page: number;
  size: number;
  /** False when the caller needs no total (search, recent box): one query instead of two. */
  withTotal?: boolean;
}

/** Reads of the document store; every query over a dossier's documents applies visibleFolderSql. */
@Injectable()
export class GedDocumentsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Every folder of the dossier with its visibility and the count of its documents (0 when not visible). */
  async folders(viewer: GedViewer): Promise<FolderRow[]> {
    const p = new SqlParams();
    const visible = visibleFolderSql(viewer, p);
    const code = p.add(viewer.codeDossier);
    return this.ds.query(
      `SELECT ${FOLDER_COLUMNS}, ${visible} AS visible,
         CASE WHEN ${visible} THEN (SELECT count(*)::int FROM ged_document d WHERE d.noeud_id = n.id) ELSE 0 END AS count
       FROM ged_noeud n WHERE n.espace = 'dossier' AND n.code_dossier = ${code} ORDER BY n.ordre, n.titre`,
      p.values,
    );
  }

  /** The folders of the dossier whose code matches (exact or LIKE pattern), with their visibility. */
  async foldersByCode(viewer: GedViewer, code: string, like = false): Promise<FolderRow[]> {
    const p = new SqlParams();
    const visible = visibleFolderSql(viewer, p);
    return this.ds.query(
      `SELECT ${FOLDER_COLUMNS}, ${visible} AS visible, 0 AS count FROM ged_noeud n
       WHERE n.espace = 'dossier' AND n.code_dossier = ${p.add(viewer.codeDossier)} AND n.code ${like ? 'LIKE' : '='} ${p.add(code)}
       ORDER BY n.code`,
      p.values,
    );
  }

  /** One page of the visible documents of the scope, newest first, with the total. */
  async page(viewer: GedViewer, scope: DocumentScope, page: PageRequest): Promise<{ rows: DocumentRow[]; total: number }> {
    const p = new SqlParams();
    const where = this.where(viewer, scope, p);
    const from = `FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE ${where}`;
    const [rows, count] = await Promise.all([
      this.ds.query(
        `SELECT ${DOCUMENT_COLUMNS} ${from} ORDER BY d.date_creation DESC, d.id LIMIT ${p.add(page.size)} OFFSET ${p.add(page.page * page.size)}`,
        p.values,
      ) as Promise<DocumentRow[]>,
      page.withTotal === false ? [] : (this.ds.query(`SELECT count(*)::int AS total ${from}`, p.values.slice(0, -2)) as Promise<{ total: number }[]>),
    ]);
    return { rows, total: count[0]?.total ?? rows.length };
  }

  /** Every visible document of the scope (the payslip zip), oldest folder first. */
  all(viewer: GedViewer, scope: DocumentScope, limit: number): Promise<DocumentRow[]> {
    const p = new SqlParams();
    const where = this.where(viewer, scope, p);
    return this.ds.query(
      `SELECT ${DOCUMENT_COLUMNS} FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE ${where} ORDER BY n.code, d.nom, d.id LIMIT ${p.add(limit)}`,
      p.values,
    );
  }

  /** A document of the dossier with its folder's visibility for the viewer; undefined when the dossier has none with this id. */
  async document(viewer: GedViewer, id: string): Promise<(DocumentRow & { visible: boolean }) | undefined> {
    const p = new SqlParams();
    const visible = visibleFolderSql(viewer, p);
    const rows: (DocumentRow & { visible: boolean })[] = await this.ds.query(
      `SELECT ${DOCUMENT_COLUMNS}, ${visible} AS visible FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id
       WHERE d.id = ${p.add(id)} AND d.code_dossier = ${p.add(viewer.codeDossier)}`,
      p.values,
    );
    return rows[0];
  }

  /** The dossier a document belongs to (the access guard checks the caller on it). */
  async codeDossierOf(id: string): Promise<string | undefined> {
    const rows: { code_dossier: string | null }[] = await this.ds.query(`SELECT code_dossier FROM ged_document WHERE id = $1`, [id]);
    return rows[0]?.code_dossier ?? undefined;
  }

  private where(viewer: GedViewer, scope: DocumentScope, p: SqlParams): string {
    const conditions = [`d.code_dossier = ${p.add(viewer.codeDossier)}`, visibleFolderSql(viewer, p)];
    if (scope.noeudIds) conditions.push(`d.noeud_id = ANY(${p.add(scope.noeudIds)}::uuid[])`);
    if (scope.folderCode) conditions.push(`n.code = ${p.add(scope.folderCode)}`);
    if (scope.type) conditions.push(`d.type = ${p.add(scope.type)}`);
    if (scope.typeFacture) conditions.push(`d.type_facture = ${p.add(scope.typeFacture)}`);
    if (scope.annee !== undefined) conditions.push(`coalesce(extract(year FROM d.date_facture)::int, d.millesime) = ${p.add(scope.annee)}`);
    if (scope.templates) conditions.push(`n.template = ANY(${p.add(scope.templates)}::text[])`);
    if (scope.excludeTemplates) conditions.push(`n.template <> ALL(${p.add(scope.excludeTemplates)}::text[])`);
    if (scope.typesFichier) conditions.push(`d.type_fichier = ANY(${p.add(scope.typesFichier)}::text[])`);
    if (scope.stores) conditions.push(`n.store = ANY(${p.add(scope.stores)}::text[])`);
    if (scope.containsfilter) conditions.push(searchSql(scope.containsfilter, p));
    return conditions.join(' AND ');
  }
}
