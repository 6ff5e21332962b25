import { Injectable } from '@nestjs/common';
import {
  DocumentsMessages as M,
  type FileDocument,
  type GedDocument as GedDocumentDto,
  type SessionUser,
  type TypeFichier,
  type UploadResult,
} from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import type { DossierContext } from '../../../common/request-user';
import { TransactionRunner } from '../../../common/transaction';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import { OutboxService } from '../../outbox/outbox.service';
import { GedDocument } from '../ged-document.entity';
import { GedEnvoi } from '../ged-envoi.entity';
import { GedNoeud } from '../ged-noeud.entity';
import { gedProcessingJob } from '../jobs/ged-jobs';
import { toGedDocumentDto } from './ged-document.mapper';
import { GedTypeCheck } from './ged-type-check';

const WAITING_FOLDER = 'attente';
const FOLDER_UNKNOWN = 'Dossier GED introuvable.';

/**
 * Documents entering the store: a member's upload into the waiting folder (with its history row), the
 * firm's upload into any folder of a dossier and its filing of a document. Each is one transaction
 * with the worker's processing job; the blob was stored before and is deleted by the upload
 * interceptor when the transaction fails.
 */
@Injectable()
export class GedUploadService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly types: GedTypeCheck,
  ) {}

  async upload(user: SessionUser, dossier: DossierContext, typeFichier: TypeFichier, file: StreamedFile): Promise<UploadResult> {
    await this.types.require(dossier, typeFichier);
    return this.transactions.run(async (tx) => {
      const folder = await this.folder(tx, dossier.codeDossier, WAITING_FOLDER);
      await this.insertDocument(tx, user, folder, file, { type: typeFichier === 'FACTURES' ? 'facture' : 'document', typeFichier });
      await tx.insert(GedEnvoi, {
        id: randomUUID(),
        codeDossier: dossier.codeDossier,
        guidPersonne: user.guidPersonne,
        nomFichier: file.name,
        typeFichier,
        documentId: file.id,
      });
      return { id: file.id, nomFichier: file.name, taille: file.size };
    });
  }

  /** Staff: a file straight into a folder of the dossier (html admitted, shown with its icon). */
  async staffUpload(user: SessionUser, codeDossier: string, codeGED: string, file: StreamedFile): Promise<UploadResult> {
    return this.transactions.run(async (tx) => {
      const folder = await this.folder(tx, codeDossier, codeGED);
      await this.insertDocument(tx, user, folder, file, { type: folder.store === 'factures' ? 'facture' : 'document', typeFichier: null });
      return { id: file.id, nomFichier: file.name, taille: file.size };
    });
  }

  /** Staff: moves a document of the dossier into one of its folders, with its type, name, year and invoice fields. */
  async file(input: FileDocument): Promise<GedDocumentDto> {
    return this.transactions.run(async (tx) => {
      const document = await tx.findOne(GedDocument, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!document) throw AppException.notFound(M.dossierInconnu);
      if (document.codeDossier !== input.codeDossier) throw AppException.forbidden();
      const folder = await this.folder(tx, input.codeDossier, input.codeGED);
      const facture = input.type === 'facture';
      Object.assign(document, {
        noeudId: folder.id,
        type: input.type,
        nom: input.name ?? document.nom,
        millesime: input.millesime === undefined ? document.millesime : input.millesime,
        nomFournisseur: facture ? input.nomFournisseur : null,
        dateFacture: facture ? input.dateFacture : null,
        numeroFacture: facture ? input.numeroFacture : null,
        totalTTC: facture ? input.totalTTC : null,
        typeFacture: facture ? input.typeFacture : null,
        typeFichier: folder.code === WAITING_FOLDER ? document.typeFichier : null,
        dateModification: new Date(),
      });
      await tx.save(GedDocument, document);
      return toGedDocumentDto(document, folder.code);
    });
  }

  private async folder(tx: EntityManager, codeDossier: string, code: string): Promise<GedNoeud> {
    const folder = await tx.findOne(GedNoeud, { where: { codeDossier, code, espace: 'dossier' } });
    if (!folder) throw AppException.notFound(FOLDER_UNKNOWN);
    return folder;
  }

  private async insertDocument(
    tx: EntityManager,
    user: SessionUser,
    folder: GedNoeud,
    file: StreamedFile,
    kind: Pick<GedDocument, 'type' | 'typeFichier'>,
  ): Promise<void> {
    await tx.insert(GedDocument, {
      id: file.id,
      noeudId: folder.id,
      codeDossier: folder.codeDossier,
      nom: file.name,
      ...kind,
      extension: file.extension,
      mime: file.mime,
      taille: file.size,
      blobKey: file.key,
      sha256: file.sha256,
      estSiteInternet: file.extension === 'html' || file.extension === 'htm',
      deposePar: user.guidPersonne,
    });
    await this.outbox.enqueue(tx, gedProcessingJob(file.id));
  }
}
