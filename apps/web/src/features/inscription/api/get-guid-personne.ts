import { queryOptions } from '@tanstack/react-query';
import { GuidPersonneResultSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/getGuidPersonne/{email}: the link code, or null ('Code liaison introuvable.'). */
export async function getGuidPersonne(email: string): Promise<string | null> {
  const { codeliaison } = await apiClient.get(`/auth/getGuidPersonne/${encodeURIComponent(email.trim())}`, { schema: GuidPersonneResultSchema });
  return codeliaison;
}

export const guidPersonneQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['inscription', 'codeliaison', email.trim().toLowerCase()],
    queryFn: () => getGuidPersonne(email),
    staleTime: Infinity,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
