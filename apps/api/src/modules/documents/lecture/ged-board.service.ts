import { Injectable } from '@nestjs/common';
import type { BoardNode, GedDocumentPage, GedPageQuery } from '@portail/contracts';
import { AppException } from '../../../common/app.exception';
import { GedBoardRepository } from './ged-board.repository';
import { toGedDocument } from './ged-document.mapper';

/** Board-of-directors workspaces (espace 'conseil', no dossier); the guard requires administrateur_cder. */
@Injectable()
export class GedBoardService {
  constructor(private readonly repo: GedBoardRepository) {}

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
