import { Injectable } from '@nestjs/common';
import { DUER_DOCUMENT_EXTENSIONS, DUER_DOCUMENT_MAX_BYTES, DuerDocumentsMessages as M, idParam, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { StreamUploadInterceptor, type UploadGate } from '../../../common/upload/stream-upload.interceptor';
import { DuerAccessService, type DuerContexte } from '../duer-access.service';
import { requireNonFini } from './duer-documents-droits';

/** Random key of an annex or page file in the dossier's part of the store. */
const duerBlobKey = (req: Request, id: string) => `duer/${req.dossier!.codeDossier}/${id}`;

type Regle = (access: DuerAccessService, ctx: DuerContexte) => void;
const creation: Regle = (access, ctx) => access.requireCreation(ctx);
const collaborateur: Regle = (access, ctx) => {
  access.requireCollaborateur(ctx);
  access.requireCreation(ctx);
};
/** The rights of spec 03 §4 and §6 each upload needs; the services check them again in their transaction. */
const REGLES: [RegExp, Regle[]][] = [
  [/\/annexes\/upload$/, [collaborateur]],
  [/\/annexes\/\d+\/fichier$/, [collaborateur, (_, ctx) => requireNonFini(ctx)]],
  [/\/pages\/upload$/, [creation]],
  [/\/pages\/\d+\/fichier$/, [creation, (_, ctx) => requireNonFini(ctx)]],
];
const IdDuer = idParam();

/** Refuses an upload the caller may not make before its first byte is stored. */
@Injectable()
export class DuerDocumentUploadGate implements UploadGate {
  constructor(private readonly access: DuerAccessService) {}

  async check(req: Request): Promise<void> {
    const regles = REGLES.find(([path]) => path.test(req.path))?.[1] ?? [];
    const idDuer = IdDuer.safeParse(req.params?.idDuer);
    if (!regles.length || !idDuer.success) return;
    const ctx = await this.access.context(req.session.user as SessionUser, idDuer.data);
    for (const regle of regles) regle(this.access, ctx);
  }
}

/** One .doc, .docx or .pdf file (20 Mo), its content agreeing with its extension, streamed after the access guard. */
export const DuerDocumentUploadInterceptor = StreamUploadInterceptor({
  fileField: 'files',
  maxFileBytes: DUER_DOCUMENT_MAX_BYTES,
  extensions: DUER_DOCUMENT_EXTENSIONS,
  blobKey: duerBlobKey,
  gate: DuerDocumentUploadGate,
  messages: {
    empty: M.fichierVide,
    tooBig: M.fichierTropLourd,
    typeRefused: M.fichierTypeRefuse,
    contentMismatch: M.fichierContenuIncoherent,
    missing: M.aucunFichier,
    dossierMismatch: M.dossierIncoherent,
  },
});
