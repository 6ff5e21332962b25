import { queryOptions, useQuery } from '@tanstack/react-query';
import { HasGestionnairePaieSchema, type HasGestionnairePaie } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/contacts/hasgestionnairepaie/{codeDossier}. */
export const hasGestionnairePaie = (codeDossier: string): Promise<HasGestionnairePaie> =>
  apiClient.get(`/contacts/hasgestionnairepaie/${encodeURIComponent(codeDossier)}`, { schema: HasGestionnairePaieSchema });

export const hasGestionnairePaieQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['contacts', 'hasgestionnairepaie', codeDossier], queryFn: () => hasGestionnairePaie(codeDossier) });

export const useHasGestionnairePaie = (codeDossier: string | undefined) => useQuery({ ...hasGestionnairePaieQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
