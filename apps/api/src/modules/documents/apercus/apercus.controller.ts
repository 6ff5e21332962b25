import { Controller, Req, Res } from '@nestjs/common';
import { getBoardPreviewRoute, getInProgressPreviewRoute, getPreviewRoute, type RouteParams, type RouteQuery } from '@portail/contracts';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { CurrentDossier } from '../../../common/access.decorators';
import { ValidParams, ValidQuery } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DossierContext } from '../../../common/request-user';
import { AppException } from '../../../common/app.exception';
import { ApercusService, type PreviewImage, RETRY_AFTER_SECONDS } from './apercus.service';
import { GedDocumentDossierResolver } from '../lecture/ged-document-dossier.resolver';

type Params = RouteParams<typeof getPreviewRoute>;
type Query = RouteQuery<typeof getPreviewRoute>;

/** PNG pages of pdf and image documents, rendered by the worker (GET /api/documents/ged/preview/{id}/{page}). */
@Controller()
export class ApercusController {
  constructor(private readonly apercus: ApercusService) {}

  @Endpoint(getPreviewRoute, { resolver: GedDocumentDossierResolver })
  preview(
    @ValidParams() p: Params,
    @ValidQuery() q: Query,
    @CurrentDossier() dossier: DossierContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.send(() => this.apercus.page(dossier, p.id, p.page, q.quality, false), req, res);
  }

  @Endpoint(getInProgressPreviewRoute, { resolver: GedDocumentDossierResolver })
  inProgressPreview(
    @ValidParams() p: RouteParams<typeof getInProgressPreviewRoute>,
    @ValidQuery() q: RouteQuery<typeof getInProgressPreviewRoute>,
    @CurrentDossier() dossier: DossierContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.send(() => this.apercus.page(dossier, p.id, p.page, q.quality, true), req, res);
  }

  /** Board minutes: no dossier, the guard requires administrateur_cder. */
  @Endpoint(getBoardPreviewRoute)
  boardPreview(@ValidParams() p: Params, @ValidQuery() q: Query, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(() => this.apercus.boardPage(p.id, p.page, q.quality), req, res);
  }

  private async send(load: () => Promise<PreviewImage>, req: Request, res: Response): Promise<void> {
    let image;
    try {
      image = await load();
    } catch (error) {
      if (error instanceof AppException && error.getStatus() === 409) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw error;
    }
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('ETag', image.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === image.etag) {
      image.stream.destroy();
      res.status(304).end();
      return;
    }
    res.type('image/png').setHeader('Content-Length', String(image.size));
    await pipeline(image.stream, res);
  }
}
