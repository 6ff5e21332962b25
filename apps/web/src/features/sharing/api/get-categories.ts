import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoriesRoute, type Categorie } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/categories: the category tree. */
export const getCategories = (): Promise<Categorie[]> => call(getCategoriesRoute);

export const categoriesQueryOptions = () => queryOptions({ queryKey: sharingKeys.categories, queryFn: getCategories, staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
