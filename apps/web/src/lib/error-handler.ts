import { ErrorCode } from '@portail/contracts';
import { DEFAULT_ERROR_MESSAGE } from '../config/constants';
import { isApiError } from './api-error';
import { openErrorDialog } from './error-dialog';
import { showFlash } from './flash';

type ErrorPresentation = { kind: 'dialog'; message: string } | { kind: 'flash'; message: string } | { kind: 'none' };

/**
 * Generic handler of spec 01 §8: a displayable server message goes to an error dialog,
 * anything else to an error flash with the caller's message or the default one.
 * 403 is already handled by the api client (redirect to /interdit).
 */
export function presentError(error: unknown, fallbackMessage = DEFAULT_ERROR_MESSAGE): ErrorPresentation {
  if (isApiError(error)) {
    if (error.status === 403 && error.code !== ErrorCode.CsrfInvalid) return { kind: 'none' };
    if (error.displayable) return { kind: 'dialog', message: error.message };
  }
  return { kind: 'flash', message: fallbackMessage };
}

export function handleError(error: unknown, fallbackMessage?: string): void {
  const presentation = presentError(error, fallbackMessage);
  if (presentation.kind === 'dialog') openErrorDialog(presentation.message);
  else if (presentation.kind === 'flash') showFlash('error', presentation.message);
  if (presentation.kind !== 'dialog') console.error(error);
}

/** Text for an inline error state: the server's message when meant for the user. */
export function errorText(error: unknown, fallbackMessage: string): string {
  return isApiError(error) && error.displayable ? error.message : fallbackMessage;
}
