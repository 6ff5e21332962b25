import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Droits } from '@portail/contracts';
import { SelectedDossierProvider } from '../lib/dossiers/selected-dossier';

/** A viewport of the given width for matchMedia's (max-width: …) and (min-width: …) queries. */
export function setViewportWidth(width: number): void {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Renders screens under the app's providers at `path`, the rights given. Calls to the api never answer:
 * a component test looks at what the screen decides from the rights, the data `prime` puts in the cache and the user's actions.
 */
export function renderScreens(routes: RouteObject[], { path, droits, prime }: { path: string; droits: Droits; prime?: (client: QueryClient) => void }) {
  global.fetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  prime?.(client);
  const location = { pathname: path, search: '' };
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <SelectedDossierProvider droits={droits}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe into={location} />
        </MemoryRouter>
      </SelectedDossierProvider>
    </QueryClientProvider>
  );
  return { location, ...render(wrap(<Screens routes={routes} />)) };
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function LocationProbe({ into }: { into: { pathname: string; search: string } }) {
  const { pathname, search } = useLocation();
  Object.assign(into, { pathname, search });
  return null;
}
