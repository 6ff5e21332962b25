import { Controller, Get, Param, Res } from '@nestjs/common';
import { CodeAgentParamSchema, CodeDossierParamSchema, type Contact, type HasGestionnairePaie } from '@portail/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { ContactsService } from './contacts.service';

const PhotoParamSchema = CodeDossierParamSchema.extend(CodeAgentParamSchema.shape);

@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('hasgestionnairepaie/:codeDossier')
  @DossierAccess()
  async hasGestionnairePaie(@Param(new ZodPipe(CodeDossierParamSchema)) p: z.infer<typeof CodeDossierParamSchema>): Promise<HasGestionnairePaie> {
    return { hasGestionnairePaie: await this.contacts.hasGestionnairePaie(p.codeDossier) };
  }

  @Get('photo/:codeDossier/:codeAgent')
  @DossierAccess({ modules: ['page_contacts'] })
  async photo(@Param(new ZodPipe(PhotoParamSchema)) p: z.infer<typeof PhotoParamSchema>, @Res() res: Response): Promise<void> {
    const { data, type } = await this.contacts.photo(p.codeDossier, p.codeAgent);
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(data);
  }

  @Get(':codeDossier')
  @DossierAccess({ modules: ['page_contacts'] })
  list(@Param(new ZodPipe(CodeDossierParamSchema)) p: z.infer<typeof CodeDossierParamSchema>): Promise<Contact[]> {
    return this.contacts.list(p.codeDossier);
  }
}
