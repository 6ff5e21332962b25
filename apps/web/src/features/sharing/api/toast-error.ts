import { toast } from 'sonner';
import { ErrorCode } from '@portail/contracts';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-handler';

/** Sharing failures are toasts (spec 02 §8): the server's message when displayable, else the fallback. */
export function toastError(error: unknown, fallback: string): void {
  // A plain 403 already sent the browser to /interdit (api client).
  if (isApiError(error) && error.status === 403 && !error.displayable && error.code !== ErrorCode.CsrfInvalid) return;
  toast.error(errorText(error, fallback));
}
