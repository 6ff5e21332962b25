import { Injectable } from '@nestjs/common';
import { idParam } from '@portail/contracts';
import type { Request } from 'express';
import type { DossierResolver } from '../../common/access.decorators';
import { AppException } from '../../common/app.exception';
import { DuerAccessService } from './duer-access.service';

const IdDuer = idParam();

/** The dossier of the DUER named by the path (:idDuer): the guard checks the caller and the DUER modules on it (unknown id: 404). */
@Injectable()
export class DuerDossierResolver implements DossierResolver {
  constructor(private readonly access: DuerAccessService) {}

  resolveCodeDossier(req: Request): Promise<string | undefined> {
    const id = IdDuer.safeParse(req.params?.idDuer);
    if (!id.success) throw AppException.validation([{ path: 'idDuer', message: 'Identifiant de DUER invalide.' }]);
    return this.access.codeDossierOf(id.data);
  }
}
