import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsReadRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { unreadCountQueryKey } from '../../../lib/api/get-unread-count';

/** PUT /api/notifications/lues: every notification of the person becomes read. */
export const markNotificationsRead = () => call(markNotificationsReadRoute);

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => queryClient.setQueryData(unreadCountQueryKey, 0),
  });
}
