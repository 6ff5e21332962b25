import { Injectable } from '@nestjs/common';
import { DocumentIdSchema } from '@portail/contracts';
import type { Request } from 'express';
import type { DossierResolver } from '../../../common/access.decorators';
import { AppException } from '../../../common/app.exception';
import { GedDocumentsRepository } from './ged-documents.repository';

/** The dossier of the document named by the path (:id): the guard checks the caller and the modules on it (unknown id: 404). */
@Injectable()
export class GedDocumentDossierResolver implements DossierResolver {
  constructor(private readonly repo: GedDocumentsRepository) {}

  resolveCodeDossier(req: Request): Promise<string | undefined> {
    const id = DocumentIdSchema.safeParse(req.params?.id);
    if (!id.success) throw AppException.validation([{ path: 'id', message: 'Identifiant de document invalide.' }]);
    return this.repo.codeDossierOf(id.data);
  }
}
