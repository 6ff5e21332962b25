import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteShortcutRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { shortcutsQueryKey } from './get-shortcuts';

/** DELETE /api/user/shortcuts/{id} */
export const deleteShortcut = (id: string) => call(deleteShortcutRoute, { params: { id } });

export function useDeleteShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortcut,
    meta: { errorMessage: 'Une erreur est survenue lors de la suppression du raccourci.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcutsQueryKey }),
  });
}
