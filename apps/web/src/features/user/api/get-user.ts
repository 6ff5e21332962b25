import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const userQueryKey = ['user'] as const;

/** GET /api/user */
export const getUser = (): Promise<User> => apiClient.get('/user', { schema: UserSchema });

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });

export const useUser = (enabled = true) => useQuery({ ...userQueryOptions(), enabled });
