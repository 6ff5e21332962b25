import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAssolementCultureRoute, type RouteInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

type Body = RouteInput<typeof addAssolementCultureRoute>['body'];

/** POST /api/assolement: a new crop line. */
export const addCulture = (body: Body) => call(addAssolementCultureRoute, { body });

export function useAddCulture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCulture, onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(body.codeDossier) }) });
}
