import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImpressionCategories, imprimerCategoriesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** POST a print of chosen work units; a refused right (403) and the completeness rule (400) carry the api's French message, shown in the error modal. */
export const imprimerCategories = (body: ImpressionCategories) => call(imprimerCategoriesRoute, { body }, { handledStatuses: [403] });

/** A new print shows at once in the recent prints. */
export function useImprimerCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: imprimerCategories,
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: impressionKeys.liste(idDuer) }),
  });
}
