import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DocumentsMessages, ErrorCode } from '@portail/contracts';
import type { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import type { DossierContext } from '../../../common/request-user';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import { OutboxService } from '../../outbox/outbox.service';
import { GedDocument } from '../ged-document.entity';
import { gedPreviewPagesJob, previewKey } from '../jobs/ged-jobs';
import type { PreviewQuality } from '../jobs/page-renderer';
import { GedBoardService } from '../lecture/ged-board.service';
import { GedDocumentsService } from '../lecture/ged-documents.service';

export interface PreviewImage {
  stream: Readable;
  size: number;
  etag: string;
}

/** Seconds a client may wait before asking again for a preview being rendered. */
export const RETRY_AFTER_SECONDS = 3;

/**
 * Preview pages of documents (PNG rendered by the worker into the blob store): checked against the
 * category rule of the document's folder (a board minute: the board's own check), then served from the store. A page past the first ones
 * not rendered yet is asked of the worker (follow-up job) and answered 409 meanwhile.
 */
@Injectable()
export class ApercusService {
  constructor(
    @InjectRepository(GedDocument) private readonly documents: Repository<GedDocument>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly outbox: OutboxService,
    private readonly gedDocuments: GedDocumentsService,
    private readonly board: GedBoardService,
  ) {}

  async page(dossier: DossierContext, id: string, page: number, quality: PreviewQuality, waitingOnly: boolean): Promise<PreviewImage> {
    await this.gedDocuments.requireVisible(dossier, id);
    const doc = await this.documents.findOne({
      where: { id, codeDossier: dossier.codeDossier },
      relations: { noeud: true },
      select: { id: true, sha256: true, apercuStatut: true, nbPages: true, noeud: { id: true, template: true } },
    });
    if (!doc || (waitingOnly && doc.noeud.template !== 'waitingDocuments')) throw AppException.notFound(DocumentsMessages.dossierInconnu);
    return this.serve(doc, page, quality);
  }

  /** A page of a board minute (no dossier; the guard requires administrateur_cder): the same images as the dossiers' documents. */
  async boardPage(id: string, page: number, quality: PreviewQuality): Promise<PreviewImage> {
    await this.board.requireDocument(id);
    const doc = await this.documents.findOne({ where: { id }, select: { id: true, sha256: true, apercuStatut: true, nbPages: true } });
    if (!doc) throw AppException.notFound(DocumentsMessages.dossierInconnu);
    return this.serve(doc, page, quality);
  }

  private async serve(doc: Pick<GedDocument, 'id' | 'sha256' | 'apercuStatut' | 'nbPages'>, page: number, quality: PreviewQuality): Promise<PreviewImage> {
    if (doc.apercuStatut === 'attente') throw notReady();
    if (doc.apercuStatut !== 'pret' || !doc.nbPages) throw AppException.notFound(DocumentsMessages.apercuIndisponible);
    if (page > doc.nbPages) throw AppException.notFound('Cette page n’existe pas.');
    const key = previewKey(doc.id, page, quality);
    const stat = await this.blobs.stat(key);
    if (!stat) {
      await this.outbox.enqueue(undefined, gedPreviewPagesJob(doc.id, page));
      throw notReady();
    }
    return { stream: await this.blobs.get(key), size: stat.size, etag: `"${doc.sha256.slice(0, 20)}-${page}-${quality}"` };
  }
}

function notReady(): AppException {
  return new AppException(HttpStatus.CONFLICT, { code: ErrorCode.Conflict, message: DocumentsMessages.apercuIndisponible, displayable: true });
}
