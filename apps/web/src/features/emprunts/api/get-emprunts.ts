import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Emprunt, getEmpruntsRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const empruntsKeys = { list: (codeDossier: string) => ['emprunts', codeDossier] as const };

/** GET /api/chiffres/emprunts/{codeDossier} (EmpruntsFetch). */
export const getEmprunts = (codeDossier: string): Promise<Emprunt[]> => call(getEmpruntsRoute, { params: { codeDossier } });

export const empruntsQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: empruntsKeys.list(codeDossier), queryFn: () => getEmprunts(codeDossier) });

export const useEmprunts = (codeDossier: string | undefined) => useQuery({ ...empruntsQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
