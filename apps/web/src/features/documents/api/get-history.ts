import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GED_PAGE_SIZE, getUploadHistoryRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { gedKeys } from './documents-keys';

export type HistoryTab = 'all' | 'documents' | 'factures';

/** GET /api/documents/ged/historique/{codeDossier}?type&page&size: the dossier's uploads, newest first. */
export const useUploadHistory = (codeDossier: string, type: HistoryTab, page: number) =>
  useQuery({
    queryKey: gedKeys.historique(codeDossier, type, page),
    queryFn: () => call(getUploadHistoryRoute, { params: { codeDossier }, query: { type, page, size: GED_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    meta: { skipGlobalErrorHandler: true },
  });
