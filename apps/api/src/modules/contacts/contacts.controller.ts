import { Controller, Res } from '@nestjs/common';
import { type Contact, type HasGestionnairePaie, getContactPhotoRoute, getContactsRoute, hasGestionnairePaieRoute, type RouteParams } from '@portail/contracts';
import type { Response } from 'express';
import { ContactsService } from './contacts.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';

@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Endpoint(hasGestionnairePaieRoute)
  async hasGestionnairePaie(@ValidParams() p: RouteParams<typeof hasGestionnairePaieRoute>): Promise<HasGestionnairePaie> {
    return { hasGestionnairePaie: await this.contacts.hasGestionnairePaie(p.codeDossier) };
  }

  @Endpoint(getContactPhotoRoute)
  async photo(@ValidParams() p: RouteParams<typeof getContactPhotoRoute>, @Res() res: Response): Promise<void> {
    const { data, type } = await this.contacts.photo(p.codeDossier, p.codeAgent);
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(data);
  }

  @Endpoint(getContactsRoute)
  list(@ValidParams() p: RouteParams<typeof getContactsRoute>): Promise<Contact[]> {
    return this.contacts.list(p.codeDossier);
  }
}
