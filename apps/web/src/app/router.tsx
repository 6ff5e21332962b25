import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { StorageKey } from '../config/storage-keys';
import { clearFlash } from '../lib/flash';
import { writeStorage } from '../lib/storage';
import { navigationWrites } from './guard/navigation-params';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '../components/ui/page-loader';
import { PlaceholderPage } from './pages/placeholder-page';
import { RouteErrorPage } from './pages/route-error-page';
import type { RouteHandle } from './routes/route-handle';
import { authenticatedRoutes, publicRoutes } from '../config/routes/route-table';
import type { AppRoute } from '../config/routes/route-types';
import { screens } from './routes/screens';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.redirectTo) {
    const target = route.redirectTo;
    return { path: route.path, handle, Component: () => <Navigate to={target} replace /> };
  }
  const load = screens[route.name];
  if (!load) return { path: route.path, handle, Component: PlaceholderPage };
  return { path: route.path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <PageLoader />,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicLayout, children: publicRoutes.map(toRouteObject) },
      // Signed-in frame (guard, rights, shell) loads on demand: the public pages do not need it.
      {
        lazy: async () => ({ Component: (await import('./layouts/authenticated-layout')).AuthenticatedLayout }),
        children: authenticatedRoutes.map(toRouteObject),
      },
      // Lazy too: it reads the session, and with it the api client and zod, which the first screen need not wait for.
      { path: '*', lazy: async () => ({ Component: (await import('./pages/unknown-path-page')).UnknownPathPage }) },
    ],
  },
];

function applyNavigationWrites(state: ReturnType<typeof createBrowserRouter>['state']): void {
  const params = state.matches[state.matches.length - 1]?.params ?? {};
  const writes = navigationWrites(params, state.location.search);
  if (writes.wantedCodeDossier) writeStorage(StorageKey.wantedCodeDossier, writes.wantedCodeDossier);
  if (writes.redirectTo) writeStorage(StorageKey.redirectTo, writes.redirectTo);
}

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  applyNavigationWrites(router.state);
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    clearFlash();
    applyNavigationWrites(state);
  });
  return router;
}
