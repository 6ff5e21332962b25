import { Controller } from '@nestjs/common';
import { assolementTelepacRoute, type RouteBody } from '@portail/contracts';
import { ValidBody } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AssolementTelepacService } from './assolement-telepac.service';

@Controller()
export class AssolementTelepacController {
  constructor(private readonly telepac: AssolementTelepacService) {}

  @Endpoint(assolementTelepacRoute)
  importer(@ValidBody() body: RouteBody<typeof assolementTelepacRoute>) {
    return this.telepac.importer(body);
  }
}
