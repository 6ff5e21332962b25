import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegistreRoute, type Registre } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** GET /api/rgpd/registre (staff): the record of processing activities (RGPD art. 30), built from the retention table. */
export const getRegistre = (): Promise<Registre> => call(getRegistreRoute);

export const registreQueryOptions = () => queryOptions({ queryKey: rgpdKeys.registre, queryFn: getRegistre });

export const useRegistre = () => useQuery(registreQueryOptions());
