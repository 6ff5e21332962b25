import { DocumentsMessages, GED_MAX_FILE_BYTES, GED_MAX_FILES, GED_UPLOAD_EXTENSIONS } from '@portail/contracts';
import { isApiError } from '../../../lib/api-error';

/** Spec 02 §3 Upload file entry: waiting, in progress (with a percentage), sent, or failed. */
export type UploadStatus = 'enattente' | 'encours' | 'envoye' | 'erreur';

export interface UploadEntry {
  file: File;
  name: string;
  size: number;
  /** Extension for the icon: pdf, docx, png… */
  icon: string;
  status: UploadStatus;
  uploadPercentage: number;
  uploadErrorMessage: string | null;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const ACCEPTED = new Set<string>(GED_UPLOAD_EXTENSIONS);

/** The file input's accept list: '.pdf,.doc,…'. */
export const UPLOAD_ACCEPT = GED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

const entryOf = (file: File): UploadEntry => ({
  file,
  name: file.name,
  size: file.size,
  icon: extensionOf(file.name),
  status: 'enattente',
  uploadPercentage: 0,
  uploadErrorMessage: null,
});

/**
 * Files of one drop or choice added to the list (spec 02 §5 Upload): more than 100 in the list refuses
 * the whole drop, an empty file, one over 25 Mo or of a type the store refuses is left out with an alert
 * naming it, a name already listed is ignored.
 */
export function addFiles(entries: UploadEntry[], files: File[]): { entries: UploadEntry[]; alerts: string[] } {
  if (entries.length + files.length > GED_MAX_FILES) return { entries, alerts: [DocumentsMessages.tropDeFichiers] };
  const names = new Set(entries.map((e) => e.name));
  const alerts: string[] = [];
  const added: UploadEntry[] = [];
  for (const file of files) {
    if (names.has(file.name)) continue;
    if (file.size === 0) alerts.push(DocumentsMessages.fichierVide(file.name));
    else if (file.size > GED_MAX_FILE_BYTES) alerts.push(DocumentsMessages.fichierTropLourd(file.name));
    else if (!ACCEPTED.has(extensionOf(file.name))) alerts.push(DocumentsMessages.fichierTypeRefuse(file.name));
    else {
      names.add(file.name);
      added.push(entryOf(file));
    }
  }
  return { entries: [...entries, ...added], alerts };
}

export type QueueAction =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'remove'; name: string }
  | { type: 'start'; name: string }
  | { type: 'progress'; name: string; percentage: number }
  | { type: 'sent'; name: string }
  | { type: 'failed'; name: string; message: string }
  | { type: 'reset' };

/** The list's state machine: enattente → encours → (sent: leaves the list) | erreur; a failed file may be sent again. */
export function queueReducer(entries: UploadEntry[], action: QueueAction): UploadEntry[] {
  const patch = (name: string, change: Partial<UploadEntry>) => entries.map((e) => (e.name === name ? { ...e, ...change } : e));
  switch (action.type) {
    case 'add':
      return action.entries;
    case 'remove':
      return entries.filter((e) => e.name !== action.name || e.status === 'encours');
    case 'start':
      return patch(action.name, { status: 'encours', uploadPercentage: 0, uploadErrorMessage: null });
    case 'progress':
      return patch(action.name, { uploadPercentage: action.percentage });
    case 'sent':
      return entries.filter((e) => e.name !== action.name);
    case 'failed':
      return patch(action.name, { status: 'erreur', uploadPercentage: 0, uploadErrorMessage: action.message });
    case 'reset':
      return [];
  }
}

/** Spec 02 §8 Upload: 413 too heavy, a body with a code gives its message, anything else 'veuillez réssayer'. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return DocumentsMessages.envoiTropLourd;
    if (error.displayable && error.message) return error.message;
  }
  return DocumentsMessages.envoiEchec;
}

const isSessionLost = (error: unknown) => isApiError(error) && error.status === 401;

export interface BatchResult {
  sent: number;
  failed: number;
  /** A 401 stopped the batch: the files not yet sent stay waiting. */
  aborted: boolean;
}

/**
 * Sends the waiting (and previously failed) files one at a time, reporting each step through dispatch.
 * A 401 aborts the whole batch.
 */
export async function sendBatch(
  entries: UploadEntry[],
  send: (entry: UploadEntry, onProgress: (percentage: number) => void) => Promise<unknown>,
  dispatch: (action: QueueAction) => void,
): Promise<BatchResult> {
  const result: BatchResult = { sent: 0, failed: 0, aborted: false };
  for (const entry of entries.filter((e) => e.status === 'enattente' || e.status === 'erreur')) {
    dispatch({ type: 'start', name: entry.name });
    try {
      await send(entry, (percentage) => dispatch({ type: 'progress', name: entry.name, percentage }));
      dispatch({ type: 'progress', name: entry.name, percentage: 100 });
      dispatch({ type: 'sent', name: entry.name });
      result.sent += 1;
    } catch (error) {
      if (isSessionLost(error)) {
        dispatch({ type: 'failed', name: entry.name, message: DocumentsMessages.nonConnecte });
        return { ...result, aborted: true };
      }
      dispatch({ type: 'failed', name: entry.name, message: uploadErrorMessage(error) });
      result.failed += 1;
    }
  }
  return result;
}

/** Text of the result modal: counts sent and failed, with the assistance line when some failed. */
export function batchSummary({ sent, failed }: Pick<BatchResult, 'sent' | 'failed'>): string {
  const ok = sent === 0 ? 'Aucun document envoyé' : sent === 1 ? '1 document envoyé' : `${sent} documents envoyés`;
  if (failed === 0) return `${ok}.`;
  const ko = failed === 1 ? '1 document en échec' : `${failed} documents en échec`;
  return `${ok}, ${ko} : ${DocumentsMessages.assistance}.`;
}
