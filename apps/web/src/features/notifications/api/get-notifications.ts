import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationsRoute, NOTIFICATIONS_MAX_LIMIT, type NotificationPage } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/notifications: the most recent ones, newest first. */
export const getNotifications = (limit = NOTIFICATIONS_MAX_LIMIT): Promise<NotificationPage> => call(getNotificationsRoute, { query: { offset: 0, limit } });

/** Query keys of the notifications screen; the menu's unread count is lib/api/get-unread-count's. */
export const notificationsKeys = { list: ['notifications', 'list'] as const };

export const notificationsQueryOptions = () => queryOptions({ queryKey: notificationsKeys.list, queryFn: () => getNotifications() });

export const useNotifications = () => useQuery(notificationsQueryOptions());
