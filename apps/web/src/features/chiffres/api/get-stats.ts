import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChiffresMessages, getStatsRoute, type Stat } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { chiffresKeys } from './chiffres-keys';

/** GET /api/chiffres?codeDossier=: the figures of the selected dossier with the user's favourites (StatsFetch). */
export const getStats = (codeDossier: string): Promise<Stat[]> => call(getStatsRoute, { query: { codeDossier } });

export const statsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: chiffresKeys.list(codeDossier), queryFn: () => getStats(codeDossier) });

/** The list reloads when the selected dossier changes: the key holds its code. */
export const useStats = (
  codeDossier: string | undefined,
  meta: { errorMessage?: string; skipGlobalErrorHandler?: boolean } = { errorMessage: ChiffresMessages.chargementListe },
) => useQuery({ ...statsQueryOptions(codeDossier ?? ''), enabled: !!codeDossier, meta });
