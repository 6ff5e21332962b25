import { useMatches } from 'react-router';
import type { AppRoute } from '../../config/routes/route-types';

export interface RouteHandle {
  route: AppRoute;
}

/** The route-table entry of the deepest matched route. */
export function useCurrentAppRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
