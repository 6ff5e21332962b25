/**
 * Spec 01 §6.1: a route parameter codeDossier becomes the wanted dossier and a redirectTo
 * (route parameter or query) the post-login destination. Returns the storage writes to apply.
 */
interface NavigationWrites {
  wantedCodeDossier?: string;
  redirectTo?: string;
}

export function navigationWrites(params: Record<string, string | undefined>, search: string): NavigationWrites {
  const writes: NavigationWrites = {};
  const codeDossier = params.codeDossier?.trim();
  if (codeDossier) writes.wantedCodeDossier = codeDossier;
  const redirectTo = params.redirectTo?.trim() || new URLSearchParams(search).get('redirectTo')?.trim();
  if (redirectTo) writes.redirectTo = redirectTo;
  return writes;
}
