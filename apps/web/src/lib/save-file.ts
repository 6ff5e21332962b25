import { readHeaders } from './api-client';

/**
 * Saves a file made or fetched in the browser under the given name: an object URL on a temporary link, revoked a minute
 * later (a slow browser may still be reading it).
 */
export function saveBlob(blob: Blob, nom: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = nom;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches a file of the api with the session (and the staff's dossier header) and saves it; throws when it fails. */
export async function fetchAndSave(url: string, nom: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include', headers: readHeaders() });
  if (!res.ok) throw new Error(String(res.status));
  saveBlob(await res.blob(), nom);
}
