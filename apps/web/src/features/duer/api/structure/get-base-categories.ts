import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBaseCategoriesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** GET the base work units a DUER may add. */
export const getBaseCategories = (idDuer: number) => call(getBaseCategoriesRoute, { params: { idDuer } });

export const baseCategoriesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerKeys.baseCategories(idDuer), queryFn: () => getBaseCategories(idDuer) });

export const useBaseCategories = (idDuer: number, enabled: boolean) => useQuery({ ...baseCategoriesQueryOptions(idDuer), enabled });
