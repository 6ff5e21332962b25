import { useQuery } from '@tanstack/react-query';
import { checkGedStatusRoute, getGedNodesRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { gedKeys } from './documents-keys';

/** GET /api/documents/ged/nodes/{codeDossier}: the folders the person may see. */
export const useGedNodes = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: gedKeys.nodes(codeDossier ?? ''),
    queryFn: () => call(getGedNodesRoute, { params: { codeDossier: codeDossier! } }),
    enabled: !!codeDossier,
    staleTime: 60_000,
    meta: { skipGlobalErrorHandler: true },
  });

/** GET /api/documents/checkGEDStatus?codeDossier=: storage reachable, maintenance of documents / invoices. */
export const useGedStatus = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: gedKeys.status(codeDossier ?? ''),
    queryFn: () => call(checkGedStatusRoute, { query: { codeDossier } }),
    enabled: !!codeDossier,
    staleTime: 60_000,
    meta: { silent: true },
  });
