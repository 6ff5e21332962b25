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
