import type { QueryClient } from '@tanstack/react-query';
import type { SecuriteCompte } from '@portail/contracts';
import { securiteKeys } from './securite-keys';

/**
 * The new state written into the cache rather than refetched: a failed reload must not replace, with an error, the
 * recovery codes shown once.
 */
export function setSecondFactorState(queryClient: QueryClient, etat: Partial<SecuriteCompte['doubleAuthentification']>) {
  queryClient.setQueryData<SecuriteCompte>(securiteKeys.compte, (old) => old && { ...old, doubleAuthentification: { ...old.doubleAuthentification, ...etat } });
}
