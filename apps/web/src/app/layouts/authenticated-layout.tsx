import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { StorageKey } from '../../config/storage-keys';
import { ErrorState } from '../../components/ui/error-state';
import { PageLoader } from '../../components/ui/page-loader';
import { writeStorage } from '../../lib/storage';
import { prefetchSession, useSession } from '../../lib/api/get-session';
import { prefetchDroits, useDroits } from '../../lib/api/get-droits';
import { SelectedDossierProvider, useSelectedDossier } from '../../lib/dossiers/selected-dossier';
import { isDossierAccessible } from '../../lib/dossiers/dossier-selection';
import { AppShell } from '../shell/components/app-shell';
import { tourMenuControl } from '../shell/hooks/menu-state';
import { GuidedTour } from '../../features/parcours/components/guided-tour';
import { decideRouteAccess, type GuardDecision, type SessionStatus } from '../guard/guard';
import { useCurrentAppRoute } from '../routes/route-handle';

// This chunk loads with a signed-in screen: its session check and rights start now, together, while the screen's own
// chunks load, instead of one after the other once they are in (bench:map).
prefetchSession();
prefetchDroits();

function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { kind: 'redirect' }> }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (decision.saveRedirect) writeStorage(StorageKey.redirectTo, decision.saveRedirect);
    void navigate(decision.to, { replace: true });
  }, [decision.to, decision.saveRedirect, navigate]);
  return <PageLoader label="Redirection en cours…" />;
}

/** Applies the guard to the matched route once rights are known; re-runs when the dossier changes. */
function GuardedShell() {
  const route = useCurrentAppRoute();
  const location = useLocation();
  const { codeDossier } = useParams();
  const { droits, dossier, selectDossier } = useSelectedDossier();

  // '/accueil/{codeDossier}' selects that dossier when the user may access it.
  useEffect(() => {
    if (codeDossier && codeDossier !== dossier?.codeDossier && isDossierAccessible(droits, codeDossier)) {
      void selectDossier(codeDossier);
    }
  }, [codeDossier, dossier?.codeDossier, droits, selectDossier]);

  if (!route) return <Outlet />;
  const decision = decideRouteAccess({
    route,
    target: `${location.pathname}${location.search}`,
    session: 'authenticated',
    droits,
    selectedDossier: dossier,
    routeCodeDossier: codeDossier,
  });
  if (decision.kind === 'redirect') return <GuardRedirect decision={decision} />;
  if (decision.kind === 'wait') return <PageLoader />;
  return (
    <AppShell>
      <Outlet />
      <GuidedTour routeName={route.name} menu={tourMenuControl} />
    </AppShell>
  );
}

/** Authenticated routes: session check, then rights, then the guard (spec 01 §6.1). */
export function AuthenticatedLayout() {
  const route = useCurrentAppRoute();
  const location = useLocation();
  const session = useSession();
  const status: SessionStatus = session.isPending ? 'loading' : session.data ? 'authenticated' : 'anonymous';
  const droits = useDroits(status === 'authenticated');

  if (session.isError) {
    return <ErrorState message="Une erreur est survenue lors de la vérification de votre session." onRetry={() => void session.refetch()} />;
  }
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous' && route) {
    const decision = decideRouteAccess({
      route,
      target: `${location.pathname}${location.search}`,
      session: status,
      droits: null,
      selectedDossier: null,
    });
    if (decision.kind === 'redirect') return <GuardRedirect decision={decision} />;
  }
  if (droits.isPending) return <PageLoader label="Chargement de vos droits…" />;
  if (droits.isError) {
    return <ErrorState message="Une erreur est survenue lors du chargement de vos droits." onRetry={() => void droits.refetch()} />;
  }
  return (
    <SelectedDossierProvider droits={droits.data}>
      <GuardedShell />
    </SelectedDossierProvider>
  );
}
