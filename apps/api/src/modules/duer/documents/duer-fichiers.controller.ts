import { Controller, Res } from '@nestjs/common';
import { getAnnexeFichierRoute, getPageFichierRoute, type RouteParams, type SessionUser } from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerFichierResolver } from './duer-fichier.resolver';
import { sendDuerFichier } from './duer-fichier-reponse';
import { DuerFichiersService } from './duer-fichiers.service';

const byDuer = { resolver: DuerFichierResolver };
const vrai = (flag: string) => flag === 'true' || flag === '1';

/** Spec 03 §7.1 paths; isAdvisor / isCollaborator are read and ignored: the session says who calls. */
@Controller()
export class DuerFichiersController {
  constructor(private readonly fichiers: DuerFichiersService) {}

  @Endpoint(getAnnexeFichierRoute, byDuer)
  async annexe(@ValidParams() p: RouteParams<typeof getAnnexeFichierRoute>, @CurrentUser() user: SessionUser, @Res() res: Response) {
    await sendDuerFichier(res, await this.fichiers.annexe(user, p.idDuer, p.annexId, vrai(p.asPdf)));
  }

  @Endpoint(getPageFichierRoute, byDuer)
  async page(@ValidParams() p: RouteParams<typeof getPageFichierRoute>, @CurrentUser() user: SessionUser, @Res() res: Response) {
    await sendDuerFichier(res, await this.fichiers.page(user, p.duerId, p.pageId, vrai(p.view)));
  }
}
