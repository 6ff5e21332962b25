import { useEffect } from 'react';
import { DocumentsMessages } from '@portail/contracts';
import { isApiError } from '../../../lib/api-error';
import { showFlash } from '../../../lib/flash';

/** Spec 02 §8: a list that fails to load gives the error flash (a displayable reason, e.g. maintenance, is shown in place). */
export function useLoadErrorFlash(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && (error.displayable || error.status === 403 || error.status === 401)) return;
    showFlash('error', DocumentsMessages.chargement);
  }, [error]);
}
