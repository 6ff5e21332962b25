import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBaseModulesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { type BaseFiltre, duerKeys } from './duer-keys';

/** GET the base modules a work unit may add, filtered by text and year. */
export const getBaseModules = (idDuer: number, idCategorie: number, filtre: BaseFiltre) =>
  call(getBaseModulesRoute, { params: { idDuer, idCategorie }, query: filtre });

export const baseModulesQueryOptions = (idDuer: number, idCategorie: number, filtre: BaseFiltre) =>
  queryOptions({ queryKey: duerKeys.baseModules(idDuer, idCategorie, filtre), queryFn: () => getBaseModules(idDuer, idCategorie, filtre) });

export const useBaseModules = (idDuer: number, idCategorie: number, filtre: BaseFiltre, enabled: boolean) =>
  useQuery({ ...baseModulesQueryOptions(idDuer, idCategorie, filtre), enabled });
