import { Controller, Res } from '@nestjs/common';
import {
  type BibliothequePage,
  type CarteSavoir,
  type Documentations,
  downloadBibliothequeFichierRoute,
  getBibliothequeRoute,
  getCartesRoute,
  getDocumentationsRoute,
  getTutosRoute,
  type RouteParams,
  type RouteQuery,
  type Tutoriel,
} from '@portail/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ValidParams, ValidQuery } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { contentDisposition } from '../../common/download';
import { BibliothequeService } from './bibliotheque.service';
import { SavoirService } from './savoir.service';

@Controller()
export class SavoirController {
  constructor(
    private readonly savoir: SavoirService,
    private readonly bibliotheques: BibliothequeService,
  ) {}

  @Endpoint(getTutosRoute)
  tutos(): Promise<Tutoriel[]> {
    return this.savoir.tutos();
  }

  @Endpoint(getDocumentationsRoute)
  documentations(): Promise<Documentations> {
    return this.savoir.tree();
  }

  @Endpoint(getBibliothequeRoute)
  bibliotheque(
    @ValidParams() p: RouteParams<typeof getBibliothequeRoute>,
    @ValidQuery() q: RouteQuery<typeof getBibliothequeRoute>,
  ): Promise<BibliothequePage> {
    return this.bibliotheques.page(p.codeGED, q);
  }

  @Endpoint(downloadBibliothequeFichierRoute)
  async download(@ValidParams() p: RouteParams<typeof downloadBibliothequeFichierRoute>, @Res() res: Response): Promise<void> {
    const file = await this.bibliotheques.file(p.codeGED, p.id);
    res.status(200);
    res.setHeader('Content-Type', file.typeMime);
    res.setHeader('Content-Length', String(file.taille));
    res.setHeader('Content-Disposition', contentDisposition('attachment', file.nom));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=300');
    await pipeline(file.stream, res);
  }

  @Endpoint(getCartesRoute)
  cartes(@ValidParams() p: RouteParams<typeof getCartesRoute>): Promise<CarteSavoir[]> {
    return this.savoir.cartesOf(p.page);
  }
}
