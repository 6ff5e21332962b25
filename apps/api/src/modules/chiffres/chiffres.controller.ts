import { Controller } from '@nestjs/common';
import {
  addStatFavoriteRoute,
  getCivilYearRoute,
  getExercicesRoute,
  getStatsRoute,
  removeStatFavoriteRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import { CurrentDossier, CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DossierContext } from '../../common/request-user';
import { ChiffresService } from './chiffres.service';

/** GET /api/chiffres, favourites, fiscal years and civil-year data (spec 02 §7 Figures). */
@Controller()
export class ChiffresController {
  constructor(private readonly chiffres: ChiffresService) {}

  @Endpoint(getStatsRoute)
  list(@CurrentUser() user: SessionUser, @CurrentDossier() dossier: DossierContext, @ValidQuery() _q: unknown) {
    return this.chiffres.list(user, dossier.codeDossier);
  }

  @Endpoint(addStatFavoriteRoute)
  add(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof addStatFavoriteRoute>) {
    return this.chiffres.setFavorite(user, body.slug, true);
  }

  @Endpoint(removeStatFavoriteRoute)
  remove(@CurrentUser() user: SessionUser, @ValidBody() body: RouteBody<typeof removeStatFavoriteRoute>) {
    return this.chiffres.setFavorite(user, body.slug, false);
  }

  @Endpoint(getExercicesRoute)
  exercices(@ValidParams() p: RouteParams<typeof getExercicesRoute>) {
    return this.chiffres.exercices(p.codeDossier);
  }

  @Endpoint(getCivilYearRoute)
  civilYear(@ValidParams() p: RouteParams<typeof getCivilYearRoute>) {
    return this.chiffres.civilYear(p.codeDossier, p.year);
  }
}
