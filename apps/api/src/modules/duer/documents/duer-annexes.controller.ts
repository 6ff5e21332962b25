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
  uploadAnnexeRoute,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerAnnexesService } from './duer-annexes.service';
import { DuerDocumentUploadInterceptor } from './duer-documents-upload';

const byDuer = { resolver: DuerDossierResolver };

@Controller()
export class DuerAnnexesController {
  constructor(private readonly annexes: DuerAnnexesService) {}

  @Endpoint(getAnnexesRoute, byDuer)
  list(@ValidParams() p: RouteParams<typeof getAnnexesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.list(ctx, null);
  }

  @Endpoint(getBaseAnnexesRoute, byDuer)
  bases(@ValidParams() p: RouteParams<typeof getBaseAnnexesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.bases(ctx, null);
  }

  @Endpoint(getModuleAnnexesRoute, byDuer)
  listModule(@ValidParams() p: RouteParams<typeof getModuleAnnexesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.list(ctx, p.idDuerModule);
  }

  @Endpoint(getModuleBaseAnnexesRoute, byDuer)
  basesModule(@ValidParams() p: RouteParams<typeof getModuleBaseAnnexesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.bases(ctx, p.idDuerModule);
  }

  @Endpoint(uploadAnnexeRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  upload(
    @ValidParams() p: RouteParams<typeof uploadAnnexeRoute>,
    @ValidBody() body: RouteBody<typeof uploadAnnexeRoute>,
    @CurrentDuer() ctx: DuerContexte,
    @Req() req: Request,
  ) {
    return this.annexes.create(ctx, body, req.streamedFile!);
  }

  @Endpoint(addAnnexeRoute, byDuer)
  add(@ValidParams() p: RouteParams<typeof addAnnexeRoute>, @ValidBody() body: RouteBody<typeof addAnnexeRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.add(ctx, body.idBaseAnnexe, body.idDuerModule ?? null);
  }

  @Endpoint(saveAnnexesRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveAnnexesRoute>, @ValidBody() body: RouteBody<typeof saveAnnexesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.annexes.save(ctx, body);
  }

  @Endpoint(replaceAnnexeFichierRoute, byDuer)
  @UseInterceptors(DuerDocumentUploadInterceptor)
  replace(@ValidParams() p: RouteParams<typeof replaceAnnexeFichierRoute>, @CurrentDuer() ctx: DuerContexte, @Req() req: Request) {
    return this.annexes.replace(ctx, p.idBaseAnnexe, req.streamedFile!);
  }
}
