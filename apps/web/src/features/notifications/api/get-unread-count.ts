import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, isApiError } from '../../../lib/api-client';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

const UnreadCountSchema = z.union([
  z.number().int().nonnegative(),
  z.object({ count: z.number().int().nonnegative() }).transform((body) => body.count),
]);

/** GET /api/notifications/count/unread; answers 0 while the endpoint does not exist (404). */
export async function getUnreadCount(): Promise<number> {
  try {
    return await apiClient.get('/notifications/count/unread', { schema: UnreadCountSchema, handledStatuses: [404] });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 0;
    throw error;
  }
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: getUnreadCount,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
