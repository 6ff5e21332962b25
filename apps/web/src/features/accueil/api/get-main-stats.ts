import { queryOptions, useQuery } from '@tanstack/react-query';
import { MainStatListSchema, type MainStat } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/chiffres/accueil/{codeDossier}: key figures of the home slider (needs mod_chiffres). */
export const getMainStats = (codeDossier: string): Promise<MainStat[]> => apiClient.get(`/chiffres/accueil/${codeDossier}`, { schema: MainStatListSchema });

export const mainStatsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['chiffres', 'accueil', codeDossier] as const, queryFn: () => getMainStats(codeDossier) });

export const useMainStats = (codeDossier: string, enabled: boolean) => useQuery({ ...mainStatsQueryOptions(codeDossier), enabled });
