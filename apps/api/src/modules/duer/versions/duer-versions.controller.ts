import { Controller, Res } from '@nestjs/common';
import { compareVersionsRoute, getVersionFichierRoute, getVersionsRoute, type RouteParams } from '@portail/contracts';
import type { Response } from 'express';
import { ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { sendDuerFichier } from '../documents/duer-fichier-reponse';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerVersionsService } from './duer-versions.service';

const byDuer = { resolver: DuerDossierResolver };

/** Sealed versions: list, download, comparison. Read only: no route updates or deletes a version. */
@Controller()
export class DuerVersionsController {
  constructor(private readonly versions: DuerVersionsService) {}

  @Endpoint(getVersionsRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getVersionsRoute>) {
    return this.versions.list(p.idDuer);
  }

  @Endpoint(getVersionFichierRoute, byDuer)
  async fichier(@ValidParams() p: RouteParams<typeof getVersionFichierRoute>, @Res() res: Response) {
    await sendDuerFichier(res, await this.versions.fichier(p.idDuer, p.idVersion));
  }

  @Endpoint(compareVersionsRoute, byDuer)
  compare(@ValidParams() p: RouteParams<typeof compareVersionsRoute>) {
    return this.versions.comparer(p.idDuer, p.idVersion, p.idAutreVersion);
  }
}
