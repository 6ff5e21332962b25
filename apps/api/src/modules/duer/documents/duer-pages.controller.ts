import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  addPageRoute,
  getBasePagesRoute,
  getPagesRoute,
  replacePageFichierRoute,
  type RouteBody,
  type RouteParams,
  savePagesRoute,
  type SessionUser,
  uploadPageRoute,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerDocumentUploadInterceptor } from './duer-documents-upload';
import { DuerPagesService } from './duer-pages.service';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerPagesController {
  constructor(private readonly pages: DuerPagesService) {}

  @Endpoint(getPagesRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getPagesRoute>, @CurrentUser() user: SessionUser) {
    return this.pages.list(user, p.idDuer);
  }

  @Endpoint(getBasePagesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBasePagesRoute>, @CurrentUser() user: SessionUser) {
    return this.pages.bases(user, p.idDuer);
  }

  @Endpoint(uploadPageRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  upload(
    @ValidParams() p: RouteParams<typeof uploadPageRoute>,
    @ValidBody() body: RouteBody<typeof uploadPageRoute>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.pages.create(user, p.idDuer, body, req.streamedFile!);
  }

  @Endpoint(addPageRoute, byDuer)
  add(@ValidParams() p: RouteParams<typeof addPageRoute>, @ValidBody() body: RouteBody<typeof addPageRoute>, @CurrentUser() user: SessionUser) {
    return this.pages.add(user, p.idDuer, body.idBasePage);
  }

  @Endpoint(savePagesRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePagesRoute>, @ValidBody() body: RouteBody<typeof savePagesRoute>, @CurrentUser() user: SessionUser) {
    return this.pages.save(user, p.idDuer, body);
  }

  @Endpoint(replacePageFichierRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  replace(@ValidParams() p: RouteParams<typeof replacePageFichierRoute>, @CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.pages.replace(user, p.idDuer, p.idBasePage, req.streamedFile!);
  }
}
