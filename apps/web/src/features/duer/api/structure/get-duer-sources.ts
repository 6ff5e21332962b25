import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDuerSourcesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** GET the other dossiers' DUER a new one may copy (DuerSources). */
export const getDuerSources = (codeDossier: string) => call(getDuerSourcesRoute, { params: { codeDossier } });

export const duerSourcesQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: duerKeys.sources(codeDossier), queryFn: () => getDuerSources(codeDossier) });

export const useDuerSources = (codeDossier: string, enabled: boolean) => useQuery({ ...duerSourcesQueryOptions(codeDossier), enabled });
