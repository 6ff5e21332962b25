import { safeReturnUrl, type DroitDossier, type Droits } from '@portail/contracts';
import type { AppRoute } from '../routes/route-types';
import { effectiveModules, hasRequiredModules } from '../../lib/modules';

/** Navigation guard of spec 01 §6.1, as pure decisions the route components apply. */

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; saveRedirect?: string };

export const APP_ENTRY = '/app';
export const HOME_PATH = '/';
export const ACCUEIL_PATH = '/accueil';
export const SELECTION_DOSSIER_PATH = '/selectionDossier';
export const AUCUN_DOSSIER_PATH = '/aucun-dossier';

export const canOpenRoute = (route: AppRoute, modules: readonly string[]) =>
  hasRequiredModules(modules, route.modules, route.requireAllModules);

export const moduleInterditPath = (routeName: string) => `/module-interdit/${encodeURIComponent(routeName)}`;

/** The intended path is remembered unless it is the home path, the accueil path or the current one. */
export function shouldSaveRedirect(target: string, current: string | null = null): boolean {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (pathname === HOME_PATH || pathname === '' || pathname === APP_ENTRY) return false;
  if (pathname === ACCUEIL_PATH || pathname.startsWith(`${ACCUEIL_PATH}/`)) return false;
  return target !== current;
}

export interface RouteGuardInput {
  route: AppRoute;
  /** pathname + search of the visited location. */
  target: string;
  session: SessionStatus;
  droits: Droits | null | undefined;
  selectedDossier: DroitDossier | null | undefined;
  /** The codeDossier route parameter, when the path names a dossier. */
  routeCodeDossier?: string;
}

export const INTERDIT_PATH = '/interdit';

export function decideRouteAccess({ route, target, session, droits, selectedDossier, routeCodeDossier }: RouteGuardInput): GuardDecision {
  if (!route.requiresAuth) return { kind: 'allow' };
  if (session === 'loading') return { kind: 'wait' };
  if (session === 'anonymous') {
    return shouldSaveRedirect(target)
      ? { kind: 'redirect', to: APP_ENTRY, saveRedirect: target }
      : { kind: 'redirect', to: APP_ENTRY };
  }
  if (!droits) return { kind: 'wait' };

  const isCollab = droits.typeUtilisateur === 'collab';
  // A dossier named in the URL that the user may not open is refused, as the api would (403).
  if (routeCodeDossier && !droits.data.dossiers.some((d) => d.codeDossier === routeCodeDossier)) {
    return { kind: 'redirect', to: INTERDIT_PATH };
  }
  if (route.collaboratorOnly && !isCollab) return { kind: 'redirect', to: ACCUEIL_PATH };

  if (!selectedDossier) {
    if (route.allowedWithoutDossier) {
      // A collaborator without a chosen dossier still gets the portfolio, not the no-dossier page.
      if (isCollab && route.name === 'aucundossier') return { kind: 'redirect', to: SELECTION_DOSSIER_PATH };
      return canOpenRoute(route, effectiveModules(null, droits))
        ? { kind: 'allow' }
        : { kind: 'redirect', to: moduleInterditPath(route.name) };
    }
    if (isCollab) return { kind: 'redirect', to: SELECTION_DOSSIER_PATH };
    return droits.data.dossiers.length === 0
      ? { kind: 'redirect', to: AUCUN_DOSSIER_PATH }
      : { kind: 'wait' };
  }

  if (route.name === 'aucundossier') return { kind: 'redirect', to: ACCUEIL_PATH };
  if (!canOpenRoute(route, effectiveModules(selectedDossier, droits))) {
    return { kind: 'redirect', to: moduleInterditPath(route.name) };
  }
  return { kind: 'allow' };
}

export interface EntryInput {
  session: SessionStatus;
  droitsLoaded: boolean;
  /** Raw stored redirect target (a path or a home redirectTo value such as 'ag'). */
  savedRedirect: string | null;
}

/** /app: sign in first, then rights, then the saved target or the home screen. */
export function decideEntry({ session, droitsLoaded, savedRedirect }: EntryInput): GuardDecision {
  if (session === 'loading') return { kind: 'wait' };
  const target = resolveRedirectTarget(savedRedirect);
  if (session === 'anonymous') {
    return { kind: 'redirect', to: target ? `/connexion?returnUrl=${encodeURIComponent(target)}` : '/connexion' };
  }
  if (!droitsLoaded) return { kind: 'wait' };
  return { kind: 'redirect', to: target ?? ACCUEIL_PATH };
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
