import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleListSchema, type Role } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/roles */
export const getRoles = (): Promise<Role[]> => apiClient.get('/droits/roles', { schema: RoleListSchema });

export const rolesQueryOptions = () => queryOptions({ queryKey: sharingKeys.roles, queryFn: getRoles, staleTime: 10 * 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
