import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import type { BoardNode, GedDocument, GedDocumentPage, GedPageQuery } from '@portail/contracts';
import { AppException } from '../../../common/app.exception';
import { GedBoardRepository } from './ged-board.repository';
import { toGedDocument } from './ged-document.mapper';
import { documentNotFound } from './ged-errors';
import type { DocumentRow } from './ged-rows';

/** Board-of-directors workspaces (espace 'conseil', no dossier); the guard requires administrateur_cder. */
@Injectable()
export class GedBoardService {
  constructor(
    private readonly repo: GedBoardRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /** A board minute's bytes; 404 for an unknown id or a document of a dossier (those go through the dossier's guard). */
  async open(id: string): Promise<{ row: DocumentRow; stream: Readable }> {
    const row = await this.requireDocument(id);
    return { row, stream: await this.blobs.get(row.blob_key) };
  }

  /** A board minute's row; 404 for an unknown id or a document of a dossier. */
  async requireDocument(id: string): Promise<DocumentRow> {
    const row = await this.repo.document(id);
    if (!row) throw documentNotFound();
    return row;
  }

  async metadata(id: string): Promise<GedDocument> {
    return toGedDocument(await this.requireDocument(id));
  }

  async tree(): Promise<BoardNode[]> {
    const rows = await this.repo.workspaces();
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
    if (!(await this.repo.exists(nodeId))) throw AppException.notFound('Espace introuvable.');
    const { rows, total } = await this.repo.page(nodeId, q.containsfilter, q);
    return { data: rows.map(toGedDocument), page: q.page, size: q.size, total };
  }
}
