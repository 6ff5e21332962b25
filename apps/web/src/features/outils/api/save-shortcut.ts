import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveShortcutRoute, type SaveShortcutInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { shortcutsQueryKey } from './get-shortcuts';

/** POST /api/user/shortcuts: adds, or edits when _id is given. */
export const saveShortcut = (body: SaveShortcutInput) => call(saveShortcutRoute, { body });

export function useSaveShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShortcut,
    meta: { errorMessage: "Une erreur est survenue lors de l'enregistrement du raccourci." },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcutsQueryKey }),
  });
}
