import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGerantsDossierRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** GET the gérants of the DUER's dossier, shown on the cover page's screen. */
export const getGerantsDossier = (idDuer: number) => call(getGerantsDossierRoute, { params: { idDuer } });

export const gerantsQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerTextesKeys.gerants(idDuer), queryFn: () => getGerantsDossier(idDuer) });

export const useGerants = (idDuer: number) => useQuery(gerantsQueryOptions(idDuer));
