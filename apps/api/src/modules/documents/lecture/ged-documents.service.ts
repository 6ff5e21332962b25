import { Inject, Injectable } from '@nestjs/common';
import {
  GED_RECENT_COUNT,
  type GedDocumentPage,
  type GedPageQuery,
  type LibraryNode,
  type RecentDocuments,
  type TypeFacture,
  type TypeFichier,
} from '@portail/contracts';
import type { Readable } from 'node:stream';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { DossierService } from '../../dossier/dossier.service';
import { toGedDocument } from './ged-document.mapper';
import { documentNotFound, gedMaintenance } from './ged-errors';
import { type DocumentScope, GedDocumentsRepository } from './ged-documents.repository';
import type { DocumentRow, FolderRow } from './ged-rows';
import { containerIds, buildTree } from './ged-tree';
import { type GedViewer, inMaintenance } from './ged-visibility';

/** Entity of the particular customers: their home box shows no invoice. */
const ENTITE_PARTICULIERS = '0016';
/** Bound of a payslip zip (a year of payslips of a large dossier). */
const ZIP_MAX_ENTRIES = 5000;

const pageOf = (rows: DocumentRow[], total: number, q: { page: number; size: number }): GedDocumentPage => ({
  data: rows.map(toGedDocument),
  page: q.page,
  size: q.size,
  total,
});

/**
 * The read side of the document store. Every answer goes through the visibility rule
 * (ged-visibility.ts); other modules (previews) use requireVisible.
 */
/** Lists of filed documents leave out those still waiting in 'Documents en attente' (listed there). */
const FILED = ['waitingDocuments'];

@Injectable()
export class GedDocumentsService {
  constructor(
    private readonly repo: GedDocumentsRepository,
    private readonly dossiers: DossierService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async tree(viewer: GedViewer): Promise<LibraryNode[]> {
    return buildTree(await this.repo.folders(viewer), viewer);
  }

  /** A folder's own documents; 404 unknown folder, 403 folder not shown, empty for a container, 503 in maintenance. */
  async folderDocuments(viewer: GedViewer, codeGED: string, q: GedPageQuery): Promise<GedDocumentPage> {
    // The page runs alongside its folder's lookup (the visibility rule is in both); it is dropped when the folder is refused.
    const [[folder], { rows, total }] = await Promise.all([
      this.repo.foldersByCode(viewer, codeGED),
      this.repo.page(viewer, { folderCode: codeGED, containsfilter: q.containsfilter }, q),
    ]);
    if (!folder) throw AppException.notFound('Dossier GED introuvable.');
    if (!folder.visible) {
      if (!containerIds(await this.repo.folders(viewer)).has(folder.id)) throw AppException.forbidden();
      return pageOf([], 0, q);
    }
    if (inMaintenance(viewer, folder.store)) throw gedMaintenance();
    return pageOf(rows, total, q);
  }

  async factures(viewer: GedViewer, year: string, type: 'all' | TypeFacture, q: GedPageQuery): Promise<GedDocumentPage> {
    if (inMaintenance(viewer, 'factures')) throw gedMaintenance();
    // Filed invoices only: those still waiting in 'Documents en attente' are listed there.
    const scope: DocumentScope = { type: 'facture', excludeTemplates: FILED, containsfilter: q.containsfilter };
    if (year !== 'all') scope.annee = Number(year);
    if (type !== 'all') scope.typeFacture = type;
    const { rows, total } = await this.repo.page(viewer, scope, q);
    return pageOf(rows, total, q);
  }

  async paies(viewer: GedViewer, year: string, month: string, q: GedPageQuery): Promise<GedDocumentPage> {
    const folders = await this.payslipFolders(viewer, year, month);
    if (!folders.length) return pageOf([], 0, q);
    const { rows, total } = await this.repo.page(viewer, { noeudIds: folders.map((f) => f.id), containsfilter: q.containsfilter }, q);
    return pageOf(rows, total, q);
  }

  /** The payslips of the month (or the year) the zip carries, with its file name. */
  async payslipsForZip(viewer: GedViewer, year: string, month: string): Promise<{ fileName: string; rows: DocumentRow[] }> {
    const folders = await this.payslipFolders(viewer, year, month);
    if (!folders.length) throw AppException.notFound('Aucun bulletin de paie pour cette période.');
    const rows = await this.repo.all(viewer, { noeudIds: folders.map((f) => f.id) }, ZIP_MAX_ENTRIES);
    const fileName = month === 'all' ? `paies_${year}.zip` : `paies_${year}_${month.padStart(2, '0')}.zip`;
    return { fileName, rows };
  }

  async inProgress(viewer: GedViewer, q: { module: 'all' | 'documents' | 'factures'; containsfilter?: string; page: number; size: number }) {
    const documents = viewer.modules.includes('mod_documents');
    const factures = viewer.modules.includes('mod_factures');
    if ((q.module === 'documents' && !documents) || (q.module === 'factures' && !factures)) throw AppException.moduleForbidden();
    const types: TypeFichier[] = [];
    if (q.module !== 'factures' && documents) types.push('AUTRESDOCS', 'PAIE');
    if (q.module !== 'documents' && factures) types.push('FACTURES');
    const [waiting] = (await this.repo.foldersByCode(viewer, 'attente')).filter((f) => f.visible);
    if (!waiting) return pageOf([], 0, q);
    if (inMaintenance(viewer, waiting.store)) throw gedMaintenance();
    const { rows, total } = await this.repo.page(viewer, { noeudIds: [waiting.id], typesFichier: types, containsfilter: q.containsfilter }, q);
    return pageOf(rows, total, q);
  }

  /** Home box: the 5 newest filed documents and 5 newest invoices (none for particular customers), skipping stores in maintenance. */
  async recent(viewer: GedViewer): Promise<RecentDocuments> {
    const first = { page: 0, size: GED_RECENT_COUNT, withTotal: false };
    const filed = { excludeTemplates: FILED };
    const withInvoices = !inMaintenance(viewer, 'factures') && (await this.dossiers.find(viewer.codeDossier))?.codeEntite !== ENTITE_PARTICULIERS;
    const [documents, factures] = await Promise.all([
      inMaintenance(viewer, 'documents') ? { rows: [] } : this.repo.page(viewer, { type: 'document', ...filed }, first),
      withInvoices ? this.repo.page(viewer, { type: 'facture', ...filed }, first) : { rows: [] },
    ]);
    return { documents: documents.rows.map(toGedDocument), factures: factures.rows.map(toGedDocument), cache: false };
  }

  async search(viewer: GedViewer, text: string, size: number) {
    const stores = (['documents', 'factures'] as const).filter((s) => !inMaintenance(viewer, s));
    if (!stores.length) throw gedMaintenance();
    const { rows } = await this.repo.page(viewer, { containsfilter: text, stores }, { page: 0, size, withTotal: false });
    return { data: rows.map(toGedDocument) };
  }

  /** The document if the viewer may see it: 404 when the dossier has none with this id, 403 when its folder is not visible to them. */
  async requireVisible(viewer: GedViewer, id: string): Promise<DocumentRow> {
    const row = await this.repo.document(viewer, id);
    if (!row) throw documentNotFound();
    if (!row.visible) throw AppException.forbidden();
    return row;
  }

  async metadata(viewer: GedViewer, id: string) {
    return toGedDocument(await this.requireVisible(viewer, id));
  }

  /** The document's bytes, after the visibility check. */
  async open(viewer: GedViewer, id: string): Promise<{ row: DocumentRow; stream: Readable }> {
    const row = await this.requireVisible(viewer, id);
    return { row, stream: await this.blobs.get(row.blob_key) };
  }

  blob(key: string): Promise<Readable> {
    return this.blobs.get(key);
  }

  codeDossierOf(id: string): Promise<string | undefined> {
    return this.repo.codeDossierOf(id);
  }

  private async payslipFolders(viewer: GedViewer, year: string, month: string): Promise<FolderRow[]> {
    const code = month === 'all' ? `paies\\_${year}\\_%` : `paies_${year}_${month.padStart(2, '0')}`;
    const folders = await this.repo.foldersByCode(viewer, code, month === 'all');
    const visible = folders.filter((f) => f.visible);
    if (folders.length && !visible.length) throw AppException.forbidden();
    if (visible.some((f) => inMaintenance(viewer, f.store))) throw gedMaintenance();
    return visible;
  }
}
