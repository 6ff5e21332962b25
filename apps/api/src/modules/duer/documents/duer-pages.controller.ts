import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  addPageRoute,
  getBasePagesRoute,
  getPagesRoute,
  replacePageFichierRoute,
  type RouteBody,
  type RouteParams,
  savePagesRoute,
  uploadPageRoute,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerDocumentUploadInterceptor } from './duer-documents-upload';
import { DuerPagesService } from './duer-pages.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerPagesController {
  constructor(private readonly pages: DuerPagesService) {}

  @Endpoint(getPagesRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getPagesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pages.list(ctx);
  }

  @Endpoint(getBasePagesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBasePagesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pages.bases(ctx);
  }

  @Endpoint(uploadPageRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  upload(
    @ValidParams() p: RouteParams<typeof uploadPageRoute>,
    @ValidBody() body: RouteBody<typeof uploadPageRoute>,
    @CurrentDuer() ctx: DuerContexte,
    @Req() req: Request,
  ) {
    return this.pages.create(ctx, body, req.streamedFile!);
  }

  @Endpoint(addPageRoute, byDuer)
  add(@ValidParams() p: RouteParams<typeof addPageRoute>, @ValidBody() body: RouteBody<typeof addPageRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pages.add(ctx, body.idBasePage);
  }

  @Endpoint(savePagesRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePagesRoute>, @ValidBody() body: RouteBody<typeof savePagesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pages.save(ctx, body);
  }

  @Endpoint(replacePageFichierRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  replace(@ValidParams() p: RouteParams<typeof replacePageFichierRoute>, @CurrentDuer() ctx: DuerContexte, @Req() req: Request) {
    return this.pages.replace(ctx, p.idBasePage, req.streamedFile!);
  }
}
