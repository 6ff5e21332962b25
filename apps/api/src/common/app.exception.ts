import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@portail/contracts';

export interface AppErrorBody {
  code: ErrorCode;
  message: string;
  displayable: boolean;
  issues?: { path: string; message: string }[];
}

/** An error whose French message and code reach the client in the envelope. */
export class AppException extends HttpException {
  constructor(status: HttpStatus, body: AppErrorBody) {
    super(body, status);
  }

  static validation(issues: { path: string; message: string }[]): AppException {
    return new AppException(HttpStatus.BAD_REQUEST, {
      code: ErrorCode.Validation,
      message: issues[0]?.message ?? Messages.validation,
      displayable: true,
      issues,
    });
  }

  static unauthenticated(): AppException {
    return new AppException(HttpStatus.UNAUTHORIZED, { code: ErrorCode.Unauthenticated, message: Messages.unauthenticated, displayable: false });
  }

  static forbidden(message: string = Messages.forbidden): AppException {
    return new AppException(HttpStatus.FORBIDDEN, { code: ErrorCode.Forbidden, message, displayable: false });
  }

  static moduleForbidden(): AppException {
    return new AppException(HttpStatus.FORBIDDEN, { code: ErrorCode.ModuleForbidden, message: Messages.moduleForbidden, displayable: false });
  }

  static payloadTooLarge(message: string): AppException {
    return new AppException(HttpStatus.PAYLOAD_TOO_LARGE, { code: ErrorCode.PayloadTooLarge, message, displayable: true });
  }

  /** 409: the resource changed since the caller read it (a stale version); nothing was written. */
  static conflict(message: string): AppException {
    return new AppException(HttpStatus.CONFLICT, { code: ErrorCode.Conflict, message, displayable: true });
  }

  static notFound(message: string = Messages.notFound): AppException {
    return new AppException(HttpStatus.NOT_FOUND, { code: ErrorCode.NotFound, message, displayable: true });
  }
}
