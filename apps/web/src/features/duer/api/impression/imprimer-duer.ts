import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImpressionDuer, imprimerDuerRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** POST a print of the whole DUER, provisional or definitive; a refused right (403) and the completeness rule (400) carry the api's French message, shown in the error modal. */
export const imprimerDuer = (body: ImpressionDuer) => call(imprimerDuerRoute, { body }, { handledStatuses: [403] });

/** A new print shows at once in the recent prints. */
export function useImprimerDuer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: imprimerDuer, onSuccess: (_, { duerId }) => queryClient.invalidateQueries({ queryKey: impressionKeys.liste(duerId) }) });
}
