import { Controller, Res } from '@nestjs/common';
import {
  demanderRappelRoute,
  type DemandeRappel,
  editEtatRappelRoute,
  getRappelsRoute,
  getRessourceRoute,
  getServiceRoute,
  getServicesRoute,
  type RouteBody,
  type RouteParams,
  type ServiceAnnuaire,
  type ServiceResume,
  type SessionUser,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AnnuaireRessourcesService } from './annuaire-ressources.service';
import { AnnuaireService } from './annuaire.service';

@Controller()
export class AnnuaireController {
  constructor(
    private readonly annuaire: AnnuaireService,
    private readonly ressources: AnnuaireRessourcesService,
  ) {}

  @Endpoint(getServicesRoute)
  list(): Promise<ServiceResume[]> {
    return this.annuaire.list();
  }

  @Endpoint(getRappelsRoute)
  demandes(@ValidParams() p: RouteParams<typeof getRappelsRoute>): Promise<DemandeRappel[]> {
    return this.annuaire.demandes(p.codeDossier);
  }

  @Endpoint(editEtatRappelRoute)
  changerEtat(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof editEtatRappelRoute>,
    @ValidBody() body: RouteBody<typeof editEtatRappelRoute>,
  ): Promise<DemandeRappel> {
    return this.annuaire.changerEtat(user, p.codeDossier, p.id, body.etat);
  }

  @Endpoint(getRessourceRoute)
  async ressource(@ValidParams() p: RouteParams<typeof getRessourceRoute>, @Res() res: Response): Promise<void> {
    const stream = await this.ressources.pdf(p.fichier);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${p.fichier}"`);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  @Endpoint(getServiceRoute)
  get(@ValidParams() p: RouteParams<typeof getServiceRoute>): Promise<ServiceAnnuaire> {
    return this.annuaire.get(p.id);
  }

  @Endpoint(demanderRappelRoute)
  demander(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof demanderRappelRoute>,
    @ValidBody() body: RouteBody<typeof demanderRappelRoute>,
  ): Promise<DemandeRappel> {
    return this.annuaire.demander(user, p.id, body);
  }
}
