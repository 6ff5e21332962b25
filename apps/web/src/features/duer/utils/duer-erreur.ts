import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../lib/error-dialog';
import { handleError } from '../../../lib/error-handler';

/**
 * Error of a DUER action: a refused right (403, French message of the api) or a validation message goes to the error
 * modal (spec 03 §5); anything else to the generic handler with the flash of spec 03 §8.
 */
export function duerErreur(error: unknown, flash: string): void {
  if (isApiError(error) && error.status === 403) openErrorDialog(error.message);
  else handleError(error, flash);
}
