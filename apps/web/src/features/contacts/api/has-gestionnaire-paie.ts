import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasGestionnairePaieRoute, type HasGestionnairePaie } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/contacts/hasgestionnairepaie/{codeDossier}. */
export const hasGestionnairePaie = (codeDossier: string): Promise<HasGestionnairePaie> => call(hasGestionnairePaieRoute, { params: { codeDossier } });

export const hasGestionnairePaieQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: ['contacts', 'hasgestionnairepaie', codeDossier], queryFn: () => hasGestionnairePaie(codeDossier) });

export const useHasGestionnairePaie = (codeDossier: string | undefined) =>
  useQuery({ ...hasGestionnairePaieQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
