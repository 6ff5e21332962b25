import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HomeService } from './home.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';
import { getHomeSectionImageRoute, getHomeSectionRoute, getMainStatsRoute, type RouteParams } from '@portail/contracts';

/** GET /api/chiffres/accueil/{codeDossier}, /api/newhomesection and its image. */
@Controller()
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Endpoint(getMainStatsRoute)
  chiffres(@ValidParams() p: RouteParams<typeof getMainStatsRoute>) {
    return this.home.chiffres(p.codeDossier);
  }

  @Endpoint(getHomeSectionRoute)
  section() {
    return this.home.section();
  }

  @Endpoint(getHomeSectionImageRoute)
  async image(@Res() res: Response) {
    const img = await this.home.image();
    res.type(img.type).set('Cache-Control', 'private, max-age=3600').send(img.data);
  }
}
