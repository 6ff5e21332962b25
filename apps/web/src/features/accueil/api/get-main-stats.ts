import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMainStatsRoute, type MainStat } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { accueilKeys } from './accueil-keys';

/** GET /api/chiffres/accueil/{codeDossier}: key figures of the home slider (needs mod_chiffres). */
export const getMainStats = (codeDossier: string): Promise<MainStat[]> => call(getMainStatsRoute, { params: { codeDossier } });

export const mainStatsQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: accueilKeys.mainStats(codeDossier), queryFn: () => getMainStats(codeDossier) });

export const useMainStats = (codeDossier: string, enabled: boolean) => useQuery({ ...mainStatsQueryOptions(codeDossier), enabled });
