import { Controller, Req, Res } from '@nestjs/common';
import { getPhotoImageRoute, getPhotosRoute, type Photo, type RouteParams } from '@portail/contracts';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { GalerieService } from './galerie.service';

/** /oneday/galerie: the photos and their images, for every signed-in user. */
@Controller()
export class GalerieController {
  constructor(private readonly galerie: GalerieService) {}

  @Endpoint(getPhotosRoute)
  list(): Promise<Photo[]> {
    return this.galerie.list();
  }

  @Endpoint(getPhotoImageRoute)
  async image(@ValidParams() p: RouteParams<typeof getPhotoImageRoute>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const image = await this.galerie.image(p.id, p.taille);
    // Private (behind the session), and immutable: an id's images never change.
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.setHeader('ETag', image.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === image.etag) {
      res.status(304).end();
      return;
    }
    const stream = await this.galerie.open(image);
    res.status(200).type(image.mime);
    await pipeline(stream, res);
  }
}
