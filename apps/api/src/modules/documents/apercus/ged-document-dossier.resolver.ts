import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DocumentIdSchema } from '@portail/contracts';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import type { DossierResolver } from '../../../common/access.decorators';
import { AppException } from '../../../common/app.exception';
import { GedDocument } from '../ged-document.entity';

/** The dossier of the document named by the path (:id): access and modules are checked on it; a board document has none (404 here). */
@Injectable()
export class GedDocumentDossierResolver implements DossierResolver {
  constructor(@InjectRepository(GedDocument) private readonly documents: Repository<GedDocument>) {}

  async resolveCodeDossier(req: Request): Promise<string | undefined> {
    const id = DocumentIdSchema.safeParse(req.params?.id);
    if (!id.success) throw AppException.validation([{ path: 'id', message: id.error.issues[0].message }]);
    const doc = await this.documents.findOne({ where: { id: id.data }, select: { id: true, codeDossier: true } });
    return doc?.codeDossier ?? undefined;
  }
}
