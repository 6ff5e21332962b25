import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editAssolementCultureRoute, type RouteInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

type Body = RouteInput<typeof editAssolementCultureRoute>['body'];

/** PUT /api/assolement: updates a crop line (idAssolementCulture). */
export const editCulture = (body: Body) => call(editAssolementCultureRoute, { body });

export function useEditCulture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editCulture, onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(body.codeDossier) }) });
}
