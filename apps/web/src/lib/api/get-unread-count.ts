import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadCountRoute } from '@portail/contracts';
import { call } from '../api-client';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

/** GET /api/notifications/count/unread */
export const getUnreadCount = async (): Promise<number> => (await call(getUnreadCountRoute)).count;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: getUnreadCount,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
