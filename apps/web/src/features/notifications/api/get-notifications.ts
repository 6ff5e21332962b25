import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationPageSchema, NOTIFICATIONS_MAX_LIMIT, type NotificationPage } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/notifications: the most recent ones, newest first. */
export const getNotifications = (limit = NOTIFICATIONS_MAX_LIMIT): Promise<NotificationPage> =>
  apiClient.get(`/notifications?offset=0&limit=${limit}`, { schema: NotificationPageSchema });

export const notificationsQueryOptions = () => queryOptions({ queryKey: ['notifications', 'list'] as const, queryFn: () => getNotifications() });

export const useNotifications = () => useQuery(notificationsQueryOptions());
