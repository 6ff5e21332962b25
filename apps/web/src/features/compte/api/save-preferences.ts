import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePreferencesRoute, type Preferences } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/api/get-user';

/** POST /api/user/preferences */
export const savePreferences = (input: Preferences) => call(savePreferencesRoute, { body: input });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
