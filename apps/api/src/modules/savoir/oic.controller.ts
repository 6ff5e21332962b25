import { Controller, Res } from '@nestjs/common';
import {
  type ELearning,
  getElearningsRoute,
  getInterlocuteurOicPhotoRoute,
  getInterlocuteursOicRoute,
  getSiteOicRoute,
  type InterlocuteurOic,
  type RouteParams,
  type SiteOic,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentDossier } from '../../common/access.decorators';
import type { DossierContext } from '../../common/request-user';
import { ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { OicService } from './oic.service';
import { SavoirService } from './savoir.service';

/** The founders' programme 'Initial Conseil' (module oic of the selected dossier, checked by the guard). */
@Controller()
export class OicController {
  constructor(
    private readonly oic: OicService,
    private readonly savoir: SavoirService,
  ) {}

  @Endpoint(getElearningsRoute)
  elearnings(): Promise<ELearning[]> {
    return this.savoir.elearningsList();
  }

  @Endpoint(getInterlocuteursOicRoute)
  interlocuteurs(@CurrentDossier() dossier: DossierContext): Promise<InterlocuteurOic[]> {
    return this.oic.list(dossier.codeDossier);
  }

  @Endpoint(getInterlocuteurOicPhotoRoute)
  async photo(@ValidParams() p: RouteParams<typeof getInterlocuteurOicPhotoRoute>, @Res() res: Response): Promise<void> {
    const { data, type } = await this.oic.photo(p.codeAgent);
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(data);
  }

  @Endpoint(getSiteOicRoute)
  site(): Promise<SiteOic> {
    return this.oic.site();
  }
}
