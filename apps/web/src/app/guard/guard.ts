import type { DroitDossier, Droits } from '@portail/contracts';
import type { AppRoute } from '../../config/routes/route-types';
import { canOpenRoute, effectiveModules } from '../../lib/modules';
import { ACCUEIL_PATH, APP_ENTRY, HOME_PATH, resolveRedirectTarget, shouldSaveRedirect } from '../../lib/redirect-target';

/** Navigation guard of spec 01 §6.1, as pure decisions the route components apply. */

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; saveRedirect?: string };

const SELECTION_DOSSIER_PATH = '/selectionDossier';
const AUCUN_DOSSIER_PATH = '/aucun-dossier';

const moduleInterditPath = (routeName: string) => `/module-interdit/${encodeURIComponent(routeName)}`;

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

export function decideRouteAccess({ route, target, session, droits, selectedDossier, routeCodeDossier }: RouteGuardInput): GuardDecision {
  if (!route.requiresAuth) return { kind: 'allow' };
  if (session === 'loading') return { kind: 'wait' };
  if (session === 'anonymous') {
    return shouldSaveRedirect(target) ? { kind: 'redirect', to: APP_ENTRY, saveRedirect: target } : { kind: 'redirect', to: APP_ENTRY };
  }
  if (!droits) return { kind: 'wait' };

  const isCollab = droits.typeUtilisateur === 'collab';
  // A dossier named in the URL that the user may not open (a stale bookmark, another person's link) is ignored: home on
  // the dossier the selection falls back to (the favourite), the session kept; the api still refuses that dossier.
  if (routeCodeDossier && !droits.data.dossiers.some((d) => d.codeDossier === routeCodeDossier)) {
    return { kind: 'redirect', to: ACCUEIL_PATH };
  }
  if (route.collaboratorOnly && !isCollab) return { kind: 'redirect', to: ACCUEIL_PATH };

  if (!selectedDossier) {
    if (route.allowedWithoutDossier) {
      // A collaborator without a chosen dossier still gets the portfolio, not the no-dossier page.
      if (isCollab && route.name === 'aucundossier') return { kind: 'redirect', to: SELECTION_DOSSIER_PATH };
      return canOpenRoute(route, effectiveModules(null, droits)) ? { kind: 'allow' } : { kind: 'redirect', to: moduleInterditPath(route.name) };
    }
    if (isCollab) return { kind: 'redirect', to: SELECTION_DOSSIER_PATH };
    return droits.data.dossiers.length === 0 ? { kind: 'redirect', to: AUCUN_DOSSIER_PATH } : { kind: 'wait' };
  }

  if (route.name === 'aucundossier') return { kind: 'redirect', to: ACCUEIL_PATH };
  // A dossier switch lands here too: a screen the new dossier does not open goes to the module page, never to a 403.
  if (!canOpenRoute(route, effectiveModules(selectedDossier, droits), selectedDossier)) {
    return { kind: 'redirect', to: moduleInterditPath(route.name) };
  }
  return { kind: 'allow' };
}

interface EntryInput {
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

/** Any other path goes home (spec 01 §2.2): the signed-in home for a member, the landing page for a visitor. */
export function decideUnknownPath(session: SessionStatus): GuardDecision {
  if (session === 'loading') return { kind: 'wait' };
  return { kind: 'redirect', to: session === 'authenticated' ? ACCUEIL_PATH : HOME_PATH };
}
