import { HttpStatus } from '@nestjs/common';
import { ErrorCode, RegistrationMessages } from '@portail/contracts';
import { AppException } from '../../common/app.exception';

/** A displayable 400 for a broken business rule (wrong code, expired link...). */
export function ruleError(message: string, code: ErrorCode = ErrorCode.Validation, path?: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, { code, message, displayable: true, issues: path ? [{ path, message }] : undefined });
}

export function conflictError(message: string): AppException {
  return new AppException(HttpStatus.CONFLICT, { code: ErrorCode.Conflict, message, displayable: true });
}

export function tokenError(state: 'invalid' | 'used' | 'expired', messages: { invalid: string; used: string; expired: string }): AppException {
  const code = state === 'invalid' ? ErrorCode.TokenInvalid : state === 'used' ? ErrorCode.TokenUsed : ErrorCode.TokenExpired;
  return ruleError(messages[state], code);
}

/** No social sign-in provider is configured on this installation (docs/adr/0002). */
export function externalUnavailable(): AppException {
  return ruleError(RegistrationMessages.externeIndisponible, ErrorCode.ExternalSignInUnavailable, 'external');
}
