import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the module, its operations and risks, the next module and the version a save must name. */
export const getModule = (idDuer: number, idModule: number) => call(getModuleRoute, { params: { idDuer, idModule } });

export const moduleQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({ queryKey: duerModuleKeys.module(idDuer, idModule), queryFn: () => getModule(idDuer, idModule) });

export const useDuerModule = (idDuer: number, idModule: number) => useQuery(moduleQueryOptions(idDuer, idModule));
