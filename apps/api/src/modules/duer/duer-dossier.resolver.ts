import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { DossierResolver } from '../../common/access.decorators';
import { DuerFaits } from './duer-faits';

/**
 * The dossier of the DUER the call names (path :idDuer, else the body's idDuer or duerId: the print calls of spec 03 §7.2):
 * the guard checks the caller and the DUER modules on it (unknown id: 404), then the route's DUER rule.
 */
@Injectable()
export class DuerDossierResolver implements DossierResolver {
  constructor(private readonly faits: DuerFaits) {}

  async resolveCodeDossier(req: Request): Promise<string | undefined> {
    return (await this.faits.duerOf(req))?.codeDossier;
  }
}
