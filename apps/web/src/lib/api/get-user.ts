import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserRoute, type User } from '@portail/contracts';
import { call } from '../api-client';

export const userQueryKey = ['user'] as const;

/** GET /api/user */
export const getUser = (): Promise<User> => call(getUserRoute);

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });

export const useUser = (enabled = true) => useQuery({ ...userQueryOptions(), enabled });
