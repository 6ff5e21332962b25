import { Controller } from '@nestjs/common';
import { addEmpruntRoute, delEmpruntRoute, editEmpruntRoute, type Emprunt, getEmpruntsRoute, type RouteBody, type RouteParams } from '@portail/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { EmpruntsService } from './emprunts.service';

@Controller()
export class EmpruntsController {
  constructor(private readonly emprunts: EmpruntsService) {}

  @Endpoint(getEmpruntsRoute)
  list(@ValidParams() p: RouteParams<typeof getEmpruntsRoute>): Promise<Emprunt[]> {
    return this.emprunts.list(p.codeDossier);
  }

  @Endpoint(addEmpruntRoute)
  add(@ValidParams() p: RouteParams<typeof addEmpruntRoute>, @ValidBody() body: RouteBody<typeof addEmpruntRoute>): Promise<Emprunt> {
    return this.emprunts.add(p.codeDossier, body);
  }

  @Endpoint(editEmpruntRoute)
  edit(@ValidParams() p: RouteParams<typeof editEmpruntRoute>, @ValidBody() body: RouteBody<typeof editEmpruntRoute>): Promise<Emprunt> {
    return this.emprunts.edit(p.codeDossier, p.id, body);
  }

  @Endpoint(delEmpruntRoute)
  remove(@ValidParams() p: RouteParams<typeof delEmpruntRoute>): Promise<void> {
    return this.emprunts.remove(p.codeDossier, p.id);
  }
}
