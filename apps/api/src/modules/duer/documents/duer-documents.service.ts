import { Inject, Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import type { DuerDocumentKind } from './duer-document-kind';
import { DuerDocumentsRepository } from './duer-documents.repository';

/** What annexes and pages do alike (spec 03 §4, §7.4, §7.5): their own document's creation and the file's replacement. */
@Injectable()
export class DuerDocumentsService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly repo: DuerDocumentsRepository,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.manager.transaction(work);
  }

  /**
   * A dossier's own document with its uploaded file, its label unique among the documents the dossier sees; the kind's
   * columns are read once the label is known free. Returns the new base document's id.
   */
  async creer(
    tx: EntityManager,
    kind: DuerDocumentKind,
    codeDossier: string,
    nom: string,
    file: StreamedFile,
    colonnes: () => Promise<Record<string, unknown>>,
  ): Promise<number> {
    if (await this.repo.libellePris(tx, kind, codeDossier, nom)) throw AppException.validation([{ path: 'nom', message: kind.existant }]);
    return this.repo.creer(tx, kind, { nom, ...(await colonnes()), code_dossier: codeDossier }, file);
  }

  /** A new file for a document the DUER uses; every DUER using it sees the new file, the old one (and its PDF) goes after commit. */
  async remplacerFichier(kind: DuerDocumentKind, idDuer: number, id: number, file: StreamedFile): Promise<{ ok: true }> {
    const ancienne = await this.manager.transaction(async (tx) => {
      const row = await this.repo.verrouillerFichier(tx, kind, id, idDuer);
      if (!row) throw AppException.notFound(kind.introuvable);
      await this.repo.remplacerFichier(tx, kind, id, file);
      return row.blob_key;
    });
    if (ancienne) await Promise.all([ancienne, `${ancienne}.pdf`].map((k) => this.blobs.delete(k).catch(() => undefined)));
    return { ok: true };
  }
}
