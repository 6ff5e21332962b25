import { useQuery } from '@tanstack/react-query';
import { getBoardTreeRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { gedKeys } from './documents-keys';

/** GET /api/documents/ged/administration/documents/tree: board-of-directors workspaces. */
export const useBoardTree = () =>
  useQuery({ queryKey: gedKeys.board, queryFn: () => call(getBoardTreeRoute), staleTime: 60_000, meta: { skipGlobalErrorHandler: true } });
