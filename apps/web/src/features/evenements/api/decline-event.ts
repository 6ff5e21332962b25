import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineEventRoute } from '@portail/contracts';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/api/event-keys';

/** POST /api/events/subscribeNo/{codeDossier}/{id}: decline the invitation. */
export const declineEvent = (codeDossier: string, id: number) => call(declineEventRoute, { params: { codeDossier, id } }, { handledStatuses: [400, 404] });

export function useDeclineEvent(codeDossier: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineEvent(codeDossier, id),
    meta: { errorMessage: 'Une erreur est survenue lors de la sauvegarde' },
    onSuccess: async () => {
      toast.success('Votre réponse a bien été enregistrée.');
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
