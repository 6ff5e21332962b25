import type { QueryClient } from '@tanstack/react-query';
import { getParcoursEnCoursRoute, markParcoursFaitRoute, unmarkParcoursFaitRoute, type ParcoursEnCours } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const parcoursKeys = { enCours: (routeName: string, codeDossier: string | null) => ['parcours', 'encours', routeName, codeDossier] as const };

/** GET /api/parcours/encours/{routeName}, fetched again after each navigation (never served from the cache). */
export const fetchParcoursEnCours = (queryClient: QueryClient, routeName: string, codeDossier: string | null): Promise<ParcoursEnCours> =>
  queryClient.fetchQuery({
    queryKey: parcoursKeys.enCours(routeName, codeDossier),
    queryFn: ({ signal }) => call(getParcoursEnCoursRoute, { params: { routeName } }, { signal }),
    staleTime: 0,
  });

/** POST /api/parcours/utilisateur/{code}: the tour starts, it is done. */
export const markParcoursFait = (code: string) => call(markParcoursFaitRoute, { params: { code } });

/** DELETE /api/parcours/utilisateur/{code}: to replay it. */
export const unmarkParcoursFait = (code: string) => call(unmarkParcoursFaitRoute, { params: { code } });
