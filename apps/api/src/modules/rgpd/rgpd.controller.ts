import { Controller, Res } from '@nestjs/common';
import {
  cancelErasureRoute,
  downloadExportRoute,
  getMesDonneesRoute,
  requestErasureRoute,
  requestExportRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { contentDisposition } from '../../common/download';
import { Endpoint } from '../../common/endpoint.decorator';
import { RgpdDemandesService } from './rgpd-demandes.service';

/** A member's own RGPD requests (« Mes données » in the account area). */
@Controller()
export class RgpdController {
  constructor(private readonly demandes: RgpdDemandesService) {}

  @Endpoint(getMesDonneesRoute)
  mine(@CurrentUser() user: SessionUser) {
    return this.demandes.mine(user);
  }

  @Endpoint(requestExportRoute)
  requestExport(@CurrentUser() user: SessionUser) {
    return this.demandes.requestExport(user);
  }

  @Endpoint(downloadExportRoute)
  async download(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof downloadExportRoute>, @Res() res: Response) {
    const file = await this.demandes.download(user, p.id);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition('attachment', file.nom));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(file.stream, res);
  }

  @Endpoint(requestErasureRoute)
  requestErasure(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof requestErasureRoute>) {
    return this.demandes.requestErasure(user, input);
  }

  @Endpoint(cancelErasureRoute)
  cancelErasure(@CurrentUser() user: SessionUser) {
    return this.demandes.cancelErasure(user);
  }
}
