import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationsRoute, NOTIFICATIONS_MAX_LIMIT, type NotificationPage } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/notifications: the most recent ones, newest first. */
export const getNotifications = (limit = NOTIFICATIONS_MAX_LIMIT): Promise<NotificationPage> => call(getNotificationsRoute, { query: { offset: 0, limit } });

export const notificationsQueryOptions = () => queryOptions({ queryKey: ['notifications', 'list'] as const, queryFn: () => getNotifications() });

export const useNotifications = () => useQuery(notificationsQueryOptions());
