import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  addPhotoRoute,
  deletePhotoRoute,
  editPhotoRoute,
  getPhotosContenuRoute,
  type PhotoContenu,
  type RouteBody,
  type RouteParams,
} from '@portail/contracts';
import type { Request } from 'express';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { PhotoUploadInterceptor } from './galerie-upload';
import { GalerieService } from './galerie.service';

/** The gallery's section of the staff 'Contenus' screen (any collaborator: the guard reads `auth: 'staff'`). */
@Controller()
export class GalerieContenusController {
  constructor(private readonly galerie: GalerieService) {}

  @Endpoint(getPhotosContenuRoute)
  list(): Promise<PhotoContenu[]> {
    return this.galerie.listContenus();
  }

  @Endpoint(addPhotoRoute)
  @UseInterceptors(PhotoUploadInterceptor)
  add(@ValidBody() body: RouteBody<typeof addPhotoRoute>, @Req() req: Request): Promise<PhotoContenu> {
    return this.galerie.create(body.titre, req.streamedFile!);
  }

  @Endpoint(editPhotoRoute)
  edit(@ValidParams() p: RouteParams<typeof editPhotoRoute>, @ValidBody() body: RouteBody<typeof editPhotoRoute>): Promise<PhotoContenu> {
    return this.galerie.update(p.id, body);
  }

  @Endpoint(deletePhotoRoute)
  remove(@ValidParams() p: RouteParams<typeof deletePhotoRoute>): Promise<void> {
    return this.galerie.remove(p.id);
  }
}
