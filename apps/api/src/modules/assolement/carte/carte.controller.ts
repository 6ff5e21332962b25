import { Controller, Header } from '@nestjs/common';
import {
  getQuartilesRoute,
  getRendementMillesimesRoute,
  getRendementsMoyensRoute,
  getZonesAgricolesRoute,
  type RouteParams,
  type RouteQuery,
} from '@portail/contracts';
import { ValidParams, ValidQuery } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { CarteService } from './carte.service';

@Controller()
export class CarteController {
  constructor(private readonly carte: CarteService) {}

  /** Large and rarely changed: the browser revalidates with the ETag Express computes (304 when unchanged). */
  @Endpoint(getZonesAgricolesRoute)
  @Header('Cache-Control', 'private, no-cache')
  zones(@ValidQuery() q: RouteQuery<typeof getZonesAgricolesRoute>) {
    return this.carte.zones(q.type);
  }

  @Endpoint(getRendementsMoyensRoute)
  rendements(@ValidParams() p: RouteParams<typeof getRendementsMoyensRoute>, @ValidQuery() q: RouteQuery<typeof getRendementsMoyensRoute>) {
    return this.carte.rendements(p.millesime, q.groupBy);
  }

  @Endpoint(getRendementMillesimesRoute)
  millesimes(@ValidQuery() q: RouteQuery<typeof getRendementMillesimesRoute>) {
    return this.carte.millesimes(q.culture, q.groupBy);
  }

  @Endpoint(getQuartilesRoute)
  quartiles(@ValidParams() p: RouteParams<typeof getQuartilesRoute>) {
    return this.carte.quartiles(p.culture, p.year);
  }
}
