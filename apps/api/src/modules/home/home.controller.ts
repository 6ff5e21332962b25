import { Controller, Get, Param, Res } from '@nestjs/common';
import { CodeDossierParamSchema } from '@portail/contracts';
import type { Response } from 'express';
import { DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { HomeService } from './home.service';

/** GET /api/chiffres/accueil/{codeDossier}, /api/newhomesection and its image. */
@Controller()
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get('chiffres/accueil/:codeDossier')
  @DossierAccess({ modules: ['mod_chiffres'] })
  chiffres(@Param(new ZodPipe(CodeDossierParamSchema)) p: { codeDossier: string }) {
    return this.home.chiffres(p.codeDossier);
  }

  @Get('newhomesection')
  section() {
    return this.home.section();
  }

  @Get('newhomesection/image')
  async image(@Res() res: Response) {
    const img = await this.home.image();
    res.type(img.type).set('Cache-Control', 'private, max-age=3600').send(img.data);
  }
}
