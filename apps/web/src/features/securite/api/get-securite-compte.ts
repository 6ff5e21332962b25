import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSecuriteCompteRoute, type SecuriteCompte } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** GET /api/compte/securite: the firm's policy, the second factor's state and the remembered devices. */
export const getSecuriteCompte = (): Promise<SecuriteCompte> => call(getSecuriteCompteRoute);

export const securiteCompteQueryOptions = () => queryOptions({ queryKey: securiteKeys.compte, queryFn: getSecuriteCompte });

export const useSecuriteCompte = () => useQuery(securiteCompteQueryOptions());
