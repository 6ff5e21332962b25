import { Controller, Get, Param } from '@nestjs/common';
import { DossierSearchParamSchema, type SessionUser } from '@portail/contracts';
import { CurrentUser, StaffOnly } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { CollaborateurService } from './collaborateur.service';

@Controller('collaborateur')
export class CollaborateurController {
  constructor(private readonly collaborateurs: CollaborateurService) {}

  @StaffOnly()
  @Get('dossier/search/:term')
  search(@CurrentUser() user: SessionUser, @Param(new ZodPipe(DossierSearchParamSchema)) p: { term: string }) {
    return this.collaborateurs.search(user, p.term);
  }
}
