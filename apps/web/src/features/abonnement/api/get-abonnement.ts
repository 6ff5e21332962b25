import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AbonnementDossier, getAbonnementDossierRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const abonnementKeys = { detail: (codeDossier: string) => ['abonnement', codeDossier] as const };

/** GET /api/AbonnementDossier/{codeDossier}. */
export const getAbonnement = (codeDossier: string): Promise<AbonnementDossier> => call(getAbonnementDossierRoute, { params: { codeDossier } });

export const abonnementQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: abonnementKeys.detail(codeDossier), queryFn: () => getAbonnement(codeDossier) });

export const useAbonnement = (codeDossier: string) => useQuery(abonnementQueryOptions(codeDossier));
