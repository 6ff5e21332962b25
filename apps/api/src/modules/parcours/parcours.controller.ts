import { Controller } from '@nestjs/common';
import {
  createContenuParcoursRoute,
  deleteContenuParcoursRoute,
  getParcoursEnCoursRoute,
  listContenusParcoursRoute,
  markParcoursFaitRoute,
  type Parcours,
  type ParcoursEnCours,
  type RouteBody,
  type RouteParams,
  type SessionUser,
  unmarkParcoursFaitRoute,
  updateContenuParcoursRoute,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { ParcoursService } from './parcours.service';

@Controller()
export class ParcoursController {
  constructor(private readonly parcours: ParcoursService) {}

  @Endpoint(getParcoursEnCoursRoute)
  enCours(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof getParcoursEnCoursRoute>): Promise<ParcoursEnCours> {
    return this.parcours.enCours(p.routeName, user.guidPersonne);
  }

  @Endpoint(markParcoursFaitRoute)
  mark(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof markParcoursFaitRoute>): Promise<void> {
    return this.parcours.mark(user.guidPersonne, p.code, true);
  }

  @Endpoint(unmarkParcoursFaitRoute)
  unmark(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof unmarkParcoursFaitRoute>): Promise<void> {
    return this.parcours.mark(user.guidPersonne, p.code, false);
  }

  @Endpoint(listContenusParcoursRoute)
  list(): Promise<Parcours[]> {
    return this.parcours.list();
  }

  @Endpoint(createContenuParcoursRoute)
  create(@ValidBody() body: RouteBody<typeof createContenuParcoursRoute>): Promise<Parcours> {
    return this.parcours.create(body);
  }

  @Endpoint(updateContenuParcoursRoute)
  update(@ValidParams() p: RouteParams<typeof updateContenuParcoursRoute>, @ValidBody() body: RouteBody<typeof updateContenuParcoursRoute>): Promise<Parcours> {
    return this.parcours.update(p.id, body);
  }

  @Endpoint(deleteContenuParcoursRoute)
  remove(@ValidParams() p: RouteParams<typeof deleteContenuParcoursRoute>): Promise<void> {
    return this.parcours.remove(p.id);
  }
}
