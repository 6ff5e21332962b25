import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImpressionModules, imprimerModulesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** POST a print of chosen modules; a refused right (403) and the completeness rule (400) carry the api's French message, shown in the error modal. */
export const imprimerModules = (body: ImpressionModules) => call(imprimerModulesRoute, { body }, { handledStatuses: [403] });

/** A new print shows at once in the recent prints. */
export function useImprimerModules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: imprimerModules, onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: impressionKeys.liste(idDuer) }) });
}
