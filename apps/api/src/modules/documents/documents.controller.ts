import { Controller, Res } from '@nestjs/common';
import {
  type SessionUser,
  checkGedStatusRoute,
  downloadBoardDocumentRoute,
  downloadGedDocumentRoute,
  downloadGedPaiesRoute,
  getBoardDocumentRoute,
  getBoardDocumentsRoute,
  getBoardTreeRoute,
  getGedDocumentRoute,
  getGedDocumentsRoute,
  getGedFacturesRoute,
  getGedInProgressRoute,
  getGedNodesRoute,
  getGedPaiesRoute,
  getRecentDocumentsRoute,
  searchGedRoute,
  viewGedDocumentRoute,
  type RouteParams,
  type RouteQuery,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentDossier, CurrentUser } from '../../common/access.decorators';
import { ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DossierContext } from '../../common/request-user';
import { GedBoardService } from './lecture/ged-board.service';
import { GedDocumentDossierResolver } from './lecture/ged-document-dossier.resolver';
import { isPreviewable } from './lecture/ged-document.mapper';
import { GedDocumentsService } from './lecture/ged-documents.service';
import { notViewable } from './lecture/ged-errors';
import { sendDocument, sendZip } from './lecture/ged-files';
import { GedStatusService } from './lecture/ged-status.service';

/** Read side of the document store (GED): folders, lists, search, metadata, files, zip, board workspaces. */
@Controller()
export class DocumentsController {
  constructor(
    private readonly ged: GedDocumentsService,
    private readonly board: GedBoardService,
    private readonly status: GedStatusService,
  ) {}

  @Endpoint(checkGedStatusRoute)
  checkStatus(@CurrentUser() user: SessionUser, @ValidQuery() q: RouteQuery<typeof checkGedStatusRoute>) {
    return this.status.status(user, q.codeDossier);
  }

  @Endpoint(getGedNodesRoute)
  nodes(@CurrentDossier() dossier: DossierContext) {
    return this.ged.tree(dossier);
  }

  @Endpoint(getGedDocumentsRoute)
  documents(
    @CurrentDossier() dossier: DossierContext,
    @ValidParams() p: RouteParams<typeof getGedDocumentsRoute>,
    @ValidQuery() q: RouteQuery<typeof getGedDocumentsRoute>,
  ) {
    return this.ged.folderDocuments(dossier, p.codeGED, q);
  }

  @Endpoint(getGedFacturesRoute)
  factures(
    @CurrentDossier() dossier: DossierContext,
    @ValidParams() p: RouteParams<typeof getGedFacturesRoute>,
    @ValidQuery() q: RouteQuery<typeof getGedFacturesRoute>,
  ) {
    return this.ged.factures(dossier, p.year, p.type, q);
  }

  @Endpoint(downloadGedPaiesRoute)
  async paiesZip(@CurrentDossier() dossier: DossierContext, @ValidParams() p: RouteParams<typeof downloadGedPaiesRoute>, @Res() res: Response) {
    const { fileName, rows } = await this.ged.payslipsForZip(dossier, p.year, p.month);
    await sendZip(res, fileName, rows, (key) => this.ged.blob(key));
  }

  @Endpoint(getGedPaiesRoute)
  paies(
    @CurrentDossier() dossier: DossierContext,
    @ValidParams() p: RouteParams<typeof getGedPaiesRoute>,
    @ValidQuery() q: RouteQuery<typeof getGedPaiesRoute>,
  ) {
    return this.ged.paies(dossier, p.year, p.month, q);
  }

  @Endpoint(getGedInProgressRoute)
  inProgress(@CurrentDossier() dossier: DossierContext, @ValidQuery() q: RouteQuery<typeof getGedInProgressRoute>) {
    return this.ged.inProgress(dossier, q);
  }

  @Endpoint(getGedDocumentRoute, { resolver: GedDocumentDossierResolver })
  metadata(@CurrentDossier() dossier: DossierContext, @ValidParams() p: RouteParams<typeof getGedDocumentRoute>) {
    return this.ged.metadata(dossier, p.id);
  }

  @Endpoint(downloadGedDocumentRoute, { resolver: GedDocumentDossierResolver })
  async download(@CurrentDossier() dossier: DossierContext, @ValidParams() p: RouteParams<typeof downloadGedDocumentRoute>, @Res() res: Response) {
    const { row, stream } = await this.ged.open(dossier, p.id);
    await sendDocument(res, row, stream, 'attachment');
  }

  /** Inline for pdf and images only; any other type answers 415 (the viewer offers the download instead). */
  @Endpoint(viewGedDocumentRoute, { resolver: GedDocumentDossierResolver })
  async view(@CurrentDossier() dossier: DossierContext, @ValidParams() p: RouteParams<typeof viewGedDocumentRoute>, @Res() res: Response) {
    const row = await this.ged.requireVisible(dossier, p.id);
    if (!isPreviewable(row.extension)) throw notViewable();
    const { stream } = await this.ged.open(dossier, p.id);
    await sendDocument(res, row, stream, 'inline');
  }

  @Endpoint(searchGedRoute)
  search(@CurrentDossier() dossier: DossierContext, @ValidQuery() q: RouteQuery<typeof searchGedRoute>) {
    return this.ged.search(dossier, q.containsfilter, q.size);
  }

  @Endpoint(getRecentDocumentsRoute)
  recent(@CurrentDossier() dossier: DossierContext) {
    return this.ged.recent(dossier);
  }

  @Endpoint(getBoardTreeRoute)
  boardTree() {
    return this.board.tree();
  }

  @Endpoint(getBoardDocumentRoute)
  boardMetadata(@ValidParams() p: RouteParams<typeof getBoardDocumentRoute>) {
    return this.board.metadata(p.id);
  }

  @Endpoint(downloadBoardDocumentRoute)
  async boardDownload(@ValidParams() p: RouteParams<typeof downloadBoardDocumentRoute>, @Res() res: Response) {
    const { row, stream } = await this.board.open(p.id);
    await sendDocument(res, row, stream, 'attachment');
  }

  @Endpoint(getBoardDocumentsRoute)
  boardDocuments(@ValidParams() p: RouteParams<typeof getBoardDocumentsRoute>, @ValidQuery() q: RouteQuery<typeof getBoardDocumentsRoute>) {
    return this.board.documents(p.x, q);
  }
}
