import { queryOptions, useQuery } from '@tanstack/react-query';
import { compareVersionsRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** GET what changed between two sealed versions. */
export const compareVersions = (idDuer: number, idVersion: number, idAutreVersion: number) =>
  call(compareVersionsRoute, { params: { idDuer, idVersion, idAutreVersion } });

export const comparaisonQueryOptions = (idDuer: number, idVersion: number, idAutreVersion: number) =>
  queryOptions({
    queryKey: impressionKeys.comparaison(idDuer, idVersion, idAutreVersion),
    queryFn: () => compareVersions(idDuer, idVersion, idAutreVersion),
  });

export const useComparaison = (idDuer: number, paire: [number, number] | null) =>
  useQuery({ ...comparaisonQueryOptions(idDuer, paire?.[0] ?? 0, paire?.[1] ?? 0), enabled: paire !== null });
