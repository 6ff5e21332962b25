import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdherentsDossierRoute, type AdherentDossier } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** GET /api/dossiers/{codeDossier}/adherents (staff): who reaches the dossier and their second factor. */
export const getAdherentsDossier = (codeDossier: string): Promise<AdherentDossier[]> => call(getAdherentsDossierRoute, { params: { codeDossier } });

export const adherentsDossierQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: securiteKeys.adherents(codeDossier), queryFn: () => getAdherentsDossier(codeDossier) });

export const useAdherentsDossier = (codeDossier: string) => useQuery(adherentsDossierQueryOptions(codeDossier));
