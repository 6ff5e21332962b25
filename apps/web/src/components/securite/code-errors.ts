import { ErrorCode } from '@portail/contracts';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-handler';

export const CODE_ERROR_FALLBACK = 'Le code n’a pas pu être vérifié. Réessayez.';

/** Where a refused code's message goes: under the field (wrong or malformed code), else above the form. */
export function codeErrorOf(error: unknown): { field: string } | { alert: string } {
  if (isApiError(error)) {
    if (error.code === ErrorCode.SecondFactorInvalid) return { field: error.message };
    const issue = error.issues?.find((i) => i.path === 'code');
    if (issue) return { field: issue.message };
  }
  return { alert: errorText(error, CODE_ERROR_FALLBACK) };
}
