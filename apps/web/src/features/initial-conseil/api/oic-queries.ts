import { useQuery } from '@tanstack/react-query';
import { getElearningsRoute, getInterlocuteursOicRoute, getSiteOicRoute, SavoirMessages } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** Query keys of the founders' programme; they hold the selected dossier (module oic). */
export const oicKeys = {
  elearnings: (codeDossier: string) => ['elearnings', codeDossier] as const,
  interlocuteurs: (codeDossier: string) => ['contacts', 'oic', 'list', codeDossier] as const,
  site: (codeDossier: string) => ['contacts', 'oic', 'infos', codeDossier] as const,
};

/** GET /api/elearnings?codeDossier= */
export const useElearnings = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: oicKeys.elearnings(codeDossier ?? ''),
    queryFn: () => call(getElearningsRoute, { query: { codeDossier } }),
    enabled: !!codeDossier,
    meta: { errorMessage: SavoirMessages.chargementElearnings },
  });

/** GET /api/contacts/oic/list?codeDossier= */
export const useInterlocuteursOic = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: oicKeys.interlocuteurs(codeDossier ?? ''),
    queryFn: () => call(getInterlocuteursOicRoute, { query: { codeDossier } }),
    enabled: !!codeDossier,
    meta: { errorMessage: SavoirMessages.chargementContacts },
  });

/** GET /api/contacts/oic/infos?codeDossier= */
export const useSiteOic = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: oicKeys.site(codeDossier ?? ''),
    queryFn: () => call(getSiteOicRoute, { query: { codeDossier } }),
    enabled: !!codeDossier,
    meta: { errorMessage: SavoirMessages.chargementContacts },
  });
