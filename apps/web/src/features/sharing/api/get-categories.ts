import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategorieListSchema, type Categorie } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/categories: the category tree. */
export const getCategories = (): Promise<Categorie[]> => apiClient.get('/droits/categories', { schema: CategorieListSchema });

export const categoriesQueryOptions = () => queryOptions({ queryKey: sharingKeys.categories, queryFn: getCategories, staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
