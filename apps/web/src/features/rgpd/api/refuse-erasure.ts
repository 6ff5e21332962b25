import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refuseErasureRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

interface RefuseErasure {
  id: string;
  motif: string;
}

/** POST /api/rgpd/demandes/{id}/refuser (staff): the reason is mailed to the person. */
export const refuseErasure = ({ id, motif }: RefuseErasure) => call(refuseErasureRoute, { params: { id }, body: { motif } });

export function useRefuseErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseErasure,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.demandes }),
  });
}
