import { HttpStatus } from '@nestjs/common';
import { DocumentsMessages, ErrorCode } from '@portail/contracts';
import { AppException } from '../../../common/app.exception';

/** 503 shown to the user: the folder's store is in maintenance. */
export function gedMaintenance(): AppException {
  return new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: DocumentsMessages.maintenance, displayable: true });
}

/** 415: the document is neither a pdf nor an image; the portal downloads it instead of showing it. */
export function notViewable(): AppException {
  return new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, {
    code: ErrorCode.Validation,
    message: DocumentsMessages.apercuIndisponible,
    displayable: true,
  });
}

export const documentNotFound = () => AppException.notFound(DocumentsMessages.dossierInconnu);
