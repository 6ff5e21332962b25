import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModuleHistoryRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the field history of the module's risks (advisers only); a failure is only logged by the screen. */
export const getModuleHistory = (idDuer: number, idModule: number) => call(getModuleHistoryRoute, { params: { idDuer, idModule } }, { handledStatuses: [403] });

export const historiqueQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({ queryKey: duerModuleKeys.historique(idDuer, idModule), queryFn: () => getModuleHistory(idDuer, idModule) });

export const useHistoriqueModule = (idDuer: number, idModule: number, enabled: boolean) => useQuery({ ...historiqueQueryOptions(idDuer, idModule), enabled });
