import { safeReturnUrl } from '@portail/contracts';

export const APP_ENTRY = '/app';
export const HOME_PATH = '/';
export const ACCUEIL_PATH = '/accueil';

/** The intended path is remembered unless it is the home path, the accueil path or the current one. */
export function shouldSaveRedirect(target: string, current: string | null = null): boolean {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (pathname === HOME_PATH || pathname === '' || pathname === APP_ENTRY) return false;
  if (pathname === ACCUEIL_PATH || pathname.startsWith(`${ACCUEIL_PATH}/`)) return false;
  return target !== current;
}

/** Home redirectTo shortcuts (spec 01 §2.4 and spec 02 §2). */
const REDIRECT_SHORTCUTS: Record<string, string> = {
  ag: '/ag',
  carto: '/outils/rendement',
  'abonnement-dossier': '/abonnement-dossier',
};

/**
 * Turns a stored redirect target into a same-site path: absolute paths are kept when safe,
 * shortcuts ('ag', 'carto', 'event/12', 'ged-view/<guid>') are mapped, anything else is dropped.
 */
export function resolveRedirectTarget(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) {
    const safe = safeReturnUrl(trimmed, '');
    return safe && shouldSaveRedirect(safe) ? safe : null;
  }
  const shortcut = REDIRECT_SHORTCUTS[trimmed];
  if (shortcut) return shortcut;
  if (/^(event|ged-view)\/[A-Za-z0-9-]+$/.test(trimmed)) return `/${trimmed}`;
  return null;
}
