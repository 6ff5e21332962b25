import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setToolFavoriteRoute, type ToolList } from '@portail/contracts';
import { call } from '../api-client';
import { toolsKeys } from './get-tools';

export interface ToolFavoriteInput {
  slug: string;
  favorite: boolean;
}

/** POST /api/tools/favorite/{add|remove} */
export const setToolFavorite = ({ slug, favorite }: ToolFavoriteInput) =>
  call(setToolFavoriteRoute, { params: { action: favorite ? 'add' : 'remove' }, body: { slug, favorite } });

const withFavorite = (list: ToolList | undefined, { slug, favorite }: ToolFavoriteInput) =>
  list && { ...list, tools: list.tools.map((tool) => (tool.slug === slug ? { ...tool, favorite } : tool)) };

/** Optimistic: every cached tools list shows the new star at once and goes back if the server refuses. */
export function useSetToolFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setToolFavorite,
    meta: { errorMessage: "Une erreur est survenue lors de l'enregistrement du favori." },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: toolsKeys.all });
      const previous = queryClient.getQueriesData<ToolList>({ queryKey: toolsKeys.all });
      queryClient.setQueriesData<ToolList>({ queryKey: toolsKeys.all }, (list) => withFavorite(list, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolsKeys.all }),
  });
}
