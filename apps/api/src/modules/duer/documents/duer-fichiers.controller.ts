import { Controller, Res } from '@nestjs/common';
import { getAnnexeFichierRoute, getPageFichierRoute, type RouteParams } from '@portail/contracts';
import type { Response } from 'express';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
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
  async annexe(@ValidParams() p: RouteParams<typeof getAnnexeFichierRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    await sendDuerFichier(res, await this.fichiers.annexe(ctx, p.annexId, vrai(p.asPdf)));
  }

  @Endpoint(getPageFichierRoute, byDuer)
  async page(@ValidParams() p: RouteParams<typeof getPageFichierRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    await sendDuerFichier(res, await this.fichiers.page(ctx, p.pageId, vrai(p.view)));
  }
}
