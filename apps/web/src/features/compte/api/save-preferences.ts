import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../user/api/get-user';

/** POST /api/user/preferences */
export const savePreferences = (input: Preferences) => apiClient.post('/user/preferences', input, { schema: PreferencesSchema });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
