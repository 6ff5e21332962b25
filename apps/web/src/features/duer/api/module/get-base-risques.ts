import { queryOptions } from '@tanstack/react-query';
import { getBaseRisquesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the base risks an operation may add. */
export const getBaseRisques = (idDuer: number, idGroupe: number) => call(getBaseRisquesRoute, { params: { idDuer, idGroupe } });

export const baseRisquesQueryOptions = (idDuer: number, idGroupe: number) =>
  queryOptions({ queryKey: duerModuleKeys.baseRisques(idDuer, idGroupe), queryFn: () => getBaseRisques(idDuer, idGroupe) });
