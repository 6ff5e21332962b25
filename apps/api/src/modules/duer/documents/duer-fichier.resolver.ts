import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { DossierResolver } from '../../../common/access.decorators';
import { DuerFaits } from '../duer-faits';

/** The dossier of the DUER a file path names (:idDuer for annexes, :duerId for pages, spec 03 §7.1). */
@Injectable()
export class DuerFichierResolver implements DossierResolver {
  constructor(private readonly faits: DuerFaits) {}

  async resolveCodeDossier(req: Request): Promise<string | undefined> {
    return (await this.faits.duerOf(req))?.codeDossier;
  }
}
