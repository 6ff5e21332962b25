import { queryOptions } from '@tanstack/react-query';
import { getGuidPersonneRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/auth/getGuidPersonne/{email}: the link code, or null ('Code liaison introuvable.'). */
export async function getGuidPersonne(email: string): Promise<string | null> {
  const { codeliaison } = await call(getGuidPersonneRoute, { params: { email: email.trim() } });
  return codeliaison;
}

export const inscriptionKeys = { codeLiaison: (email: string) => ['inscription', 'codeliaison', email.trim().toLowerCase()] as const };

export const guidPersonneQueryOptions = (email: string) =>
  queryOptions({
    queryKey: inscriptionKeys.codeLiaison(email),
    queryFn: () => getGuidPersonne(email),
    staleTime: Infinity,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
