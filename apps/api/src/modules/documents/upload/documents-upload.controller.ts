import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  confirmUploadRoute,
  fileDocumentRoute,
  getUploadHistoryRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type SessionUser,
  staffUploadRoute,
  uploadDocumentRoute,
} from '@portail/contracts';
import type { Request } from 'express';
import { CurrentDossier, CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams, ValidQuery } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DossierContext } from '../../../common/request-user';
import { GedConfirmationLimitInterceptor } from './ged-confirmation-limit';
import { GedConfirmationService } from './ged-confirmation.service';
import { GedHistoriqueService } from './ged-historique.service';
import { GedStaffUploadInterceptor, GedUploadInterceptor } from './ged-upload';
import { GedUploadService } from './ged-upload.service';

/** Uploads into the document store (members and staff), the staff's filing, the upload history and its confirmation mail. */
@Controller()
export class DocumentsUploadController {
  constructor(
    private readonly uploads: GedUploadService,
    private readonly historique: GedHistoriqueService,
    private readonly confirmation: GedConfirmationService,
  ) {}

  @Endpoint(uploadDocumentRoute)
  // The guard checks ?codeDossier= before a byte is read; the file then streams into the blob store.
  @UseInterceptors(GedUploadInterceptor)
  upload(
    @CurrentUser() user: SessionUser,
    @CurrentDossier() dossier: DossierContext,
    @ValidBody() body: RouteBody<typeof uploadDocumentRoute>,
    @Req() req: Request,
  ): Promise<RouteResponse<typeof uploadDocumentRoute>> {
    return this.uploads.upload(user, dossier, body.typeFichier, req.streamedFile!);
  }

  @Endpoint(confirmUploadRoute)
  @UseInterceptors(GedConfirmationLimitInterceptor)
  confirm(
    @CurrentUser() user: SessionUser,
    @CurrentDossier() dossier: DossierContext,
    @ValidBody() body: RouteBody<typeof confirmUploadRoute>,
  ): Promise<RouteResponse<typeof confirmUploadRoute>> {
    return this.confirmation.confirm(user, dossier, body);
  }

  @Endpoint(getUploadHistoryRoute)
  history(
    @CurrentDossier() dossier: DossierContext,
    @ValidParams() _p: RouteParams<typeof getUploadHistoryRoute>,
    @ValidQuery() query: RouteQuery<typeof getUploadHistoryRoute>,
  ): Promise<RouteResponse<typeof getUploadHistoryRoute>> {
    return this.historique.page(dossier, query);
  }

  @Endpoint(staffUploadRoute)
  @UseInterceptors(GedStaffUploadInterceptor)
  staffUpload(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof staffUploadRoute>,
    @Req() req: Request,
  ): Promise<RouteResponse<typeof staffUploadRoute>> {
    return this.uploads.staffUpload(user, p.codeDossier, p.codeGED, req.streamedFile!);
  }

  @Endpoint(fileDocumentRoute)
  file(@ValidBody() body: RouteBody<typeof fileDocumentRoute>): Promise<RouteResponse<typeof fileDocumentRoute>> {
    return this.uploads.file(body);
  }
}
