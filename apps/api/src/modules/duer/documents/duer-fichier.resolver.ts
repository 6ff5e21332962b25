import { Injectable } from '@nestjs/common';
import { idParam } from '@portail/contracts';
import type { Request } from 'express';
import type { DossierResolver } from '../../../common/access.decorators';
import { AppException } from '../../../common/app.exception';
import { DuerAccessService } from '../duer-access.service';

const IdDuer = idParam();

/** The dossier of the DUER a file path names (:idDuer for annexes, :duerId for pages, spec 03 §7.1). */
@Injectable()
export class DuerFichierResolver implements DossierResolver {
  constructor(private readonly access: DuerAccessService) {}

  resolveCodeDossier(req: Request): Promise<string | undefined> {
    const id = IdDuer.safeParse(req.params?.idDuer ?? req.params?.duerId);
    if (!id.success) throw AppException.validation([{ path: 'idDuer', message: 'Identifiant de DUER invalide.' }]);
    return this.access.codeDossierOf(id.data);
  }
}
