import { queryOptions } from '@tanstack/react-query';
import { getBaseGroupesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the base operations the module may add. */
export const getBaseGroupes = (idDuer: number, idModule: number) => call(getBaseGroupesRoute, { params: { idDuer, idModule } });

export const baseGroupesQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({ queryKey: duerModuleKeys.baseGroupes(idDuer, idModule), queryFn: () => getBaseGroupes(idDuer, idModule) });
