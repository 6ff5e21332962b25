import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  addAnnexeRoute,
  getAnnexesRoute,
  getBaseAnnexesRoute,
  getModuleAnnexesRoute,
  getModuleBaseAnnexesRoute,
  replaceAnnexeFichierRoute,
  type RouteBody,
  type RouteParams,
  saveAnnexesRoute,
  type SessionUser,
  uploadAnnexeRoute,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerAnnexesService } from './duer-annexes.service';
import { DuerDocumentUploadInterceptor } from './duer-documents-upload';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerAnnexesController {
  constructor(private readonly annexes: DuerAnnexesService) {}

  @Endpoint(getAnnexesRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getAnnexesRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.list(user, p.idDuer, null);
  }

  @Endpoint(getBaseAnnexesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseAnnexesRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.bases(user, p.idDuer, null);
  }

  @Endpoint(getModuleAnnexesRoute, byDuer)
  listModule(@ValidParams() p: RouteParams<typeof getModuleAnnexesRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.list(user, p.idDuer, p.idDuerModule);
  }

  @Endpoint(getModuleBaseAnnexesRoute, byDuer)
  basesModule(@ValidParams() p: RouteParams<typeof getModuleBaseAnnexesRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.bases(user, p.idDuer, p.idDuerModule);
  }

  @Endpoint(uploadAnnexeRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  upload(
    @ValidParams() p: RouteParams<typeof uploadAnnexeRoute>,
    @ValidBody() body: RouteBody<typeof uploadAnnexeRoute>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ) {
    return this.annexes.create(user, p.idDuer, body, req.streamedFile!);
  }

  @Endpoint(addAnnexeRoute, byDuer)
  add(@ValidParams() p: RouteParams<typeof addAnnexeRoute>, @ValidBody() body: RouteBody<typeof addAnnexeRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.add(user, p.idDuer, body.idBaseAnnexe, body.idDuerModule ?? null);
  }

  @Endpoint(saveAnnexesRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveAnnexesRoute>, @ValidBody() body: RouteBody<typeof saveAnnexesRoute>, @CurrentUser() user: SessionUser) {
    return this.annexes.save(user, p.idDuer, body);
  }

  @Endpoint(replaceAnnexeFichierRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  replace(@ValidParams() p: RouteParams<typeof replaceAnnexeFichierRoute>, @CurrentUser() user: SessionUser, @Req() req: Request) {
    return this.annexes.replace(user, p.idDuer, p.idBaseAnnexe, req.streamedFile!);
  }
}
