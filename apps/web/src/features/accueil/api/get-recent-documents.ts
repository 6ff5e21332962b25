import { useQuery } from '@tanstack/react-query';
import { getRecentDocumentsRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { accueilKeys } from './accueil-keys';

/** GET /api/documents/{codeDossier}: 5 recent documents and 5 invoices of the home box. */
export const useRecentDocuments = (codeDossier: string, enabled: boolean) =>
  useQuery({
    queryKey: accueilKeys.recentDocuments(codeDossier),
    queryFn: () => call(getRecentDocumentsRoute, { params: { codeDossier } }, { handledStatuses: [403] }),
    enabled,
    meta: { skipGlobalErrorHandler: true },
  });
