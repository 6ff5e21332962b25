import { Controller } from '@nestjs/common';
import {
  addContenuServiceRoute,
  deleteContenuServiceRoute,
  editContenuServiceRoute,
  getContenusServicesRoute,
  type RouteBody,
  type RouteParams,
  type ServiceContenu,
} from '@portail/contracts';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AnnuaireContenusService } from './annuaire-contenus.service';

/** Contenus (staff screen): the directory's services. */
@Controller()
export class AnnuaireContenusController {
  constructor(private readonly contenus: AnnuaireContenusService) {}

  @Endpoint(getContenusServicesRoute)
  list(): Promise<ServiceContenu[]> {
    return this.contenus.list();
  }

  @Endpoint(addContenuServiceRoute)
  create(@ValidBody() body: RouteBody<typeof addContenuServiceRoute>): Promise<ServiceContenu> {
    return this.contenus.create(body);
  }

  @Endpoint(editContenuServiceRoute)
  update(@ValidParams() p: RouteParams<typeof editContenuServiceRoute>, @ValidBody() body: RouteBody<typeof editContenuServiceRoute>): Promise<ServiceContenu> {
    return this.contenus.update(p.id, body);
  }

  @Endpoint(deleteContenuServiceRoute)
  remove(@ValidParams() p: RouteParams<typeof deleteContenuServiceRoute>): Promise<void> {
    return this.contenus.remove(p.id);
  }
}
