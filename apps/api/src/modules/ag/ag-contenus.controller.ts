import { Controller } from '@nestjs/common';
import {
  type AgAnnee,
  createAgAnneeRoute,
  deleteAgAnneeRoute,
  listAgAnneesRoute,
  type RouteBody,
  type RouteParams,
  updateAgAnneeRoute,
} from '@portail/contracts';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AgAnneesService } from './ag-annees.service';

/** Contenus (staff): the AG years. */
@Controller()
export class AgContenusController {
  constructor(private readonly annees: AgAnneesService) {}

  @Endpoint(listAgAnneesRoute)
  list(): Promise<AgAnnee[]> {
    return this.annees.list();
  }

  @Endpoint(createAgAnneeRoute)
  create(@ValidBody() body: RouteBody<typeof createAgAnneeRoute>): Promise<AgAnnee> {
    return this.annees.create(body);
  }

  @Endpoint(updateAgAnneeRoute)
  update(@ValidParams() p: RouteParams<typeof updateAgAnneeRoute>, @ValidBody() body: RouteBody<typeof updateAgAnneeRoute>): Promise<AgAnnee> {
    return this.annees.update(p.id, body);
  }

  @Endpoint(deleteAgAnneeRoute)
  remove(@ValidParams() p: RouteParams<typeof deleteAgAnneeRoute>): Promise<void> {
    return this.annees.remove(p.id);
  }
}
