import { Controller } from '@nestjs/common';
import { type SessionUser, searchDossiersRoute, type RouteParams } from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { CollaborateurService } from './collaborateur.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';

@Controller()
export class CollaborateurController {
  constructor(private readonly collaborateurs: CollaborateurService) {}

  @Endpoint(searchDossiersRoute)
  search(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof searchDossiersRoute>) {
    return this.collaborateurs.search(user, p.term);
  }
}
