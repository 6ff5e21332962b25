import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRolesRoute, type Role } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/roles */
export const getRoles = (): Promise<Role[]> => call(getRolesRoute);

export const rolesQueryOptions = () => queryOptions({ queryKey: sharingKeys.roles, queryFn: getRoles, staleTime: 10 * 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
