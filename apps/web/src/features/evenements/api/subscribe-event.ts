import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribeEventRoute, type SubscriptionInput } from '@portail/contracts';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client';
import { unreadCountQueryKey } from '../../../lib/api/get-unread-count';
import { eventKeys } from '../../../lib/api/event-keys';

/** POST /api/events/subscribe/{dossier}/{id}: only new and deleted participants are sent. */
export const subscribeEvent = (codeDossier: string, id: number, list: SubscriptionInput[]) =>
  call(subscribeEventRoute, { params: { dossier: codeDossier, id }, body: list }, { handledStatuses: [400, 404] });

export function useSubscribeEvent(codeDossier: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: SubscriptionInput[]) => subscribeEvent(codeDossier, id, list),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async () => {
      toast.success('Votre inscription a bien été enregistrée.');
      await Promise.all([queryClient.invalidateQueries({ queryKey: eventKeys.all }), queryClient.invalidateQueries({ queryKey: unreadCountQueryKey })]);
    },
  });
}
