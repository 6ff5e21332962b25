import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addStatFavoriteRoute, removeStatFavoriteRoute, type Stat, type StatFavoriteResult } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { chiffresKeys } from './chiffres-keys';

/** POST /api/chiffres/favorite/{add|remove} {slug, favorite} (StatSetFavorite). */
export const setStatFavorite = ({ slug, favorite }: { slug: string; favorite: boolean }): Promise<StatFavoriteResult> =>
  favorite ? call(addStatFavoriteRoute, { body: { slug, favorite: true } }) : call(removeStatFavoriteRoute, { body: { slug, favorite: false } });

/** Flips the star at once in every cached list (favourites are per user), then saves it; reverted on failure. */
export function useSetStatFavorite() {
  const queryClient = useQueryClient();
  const lists = { queryKey: chiffresKeys.lists };
  return useMutation({
    mutationFn: setStatFavorite,
    meta: { errorMessage: 'Une erreur est survenue lors de l’enregistrement du chiffre favori.' },
    onMutate: async ({ slug, favorite }) => {
      await queryClient.cancelQueries(lists);
      const previous = queryClient.getQueriesData<Stat[]>(lists);
      queryClient.setQueriesData<Stat[]>(lists, (list) => list?.map((s) => (s.slug === slug ? { ...s, favorite } : s)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries(lists),
  });
}
