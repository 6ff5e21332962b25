import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionsRoute, type SessionActive } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** GET /api/compte/sessions: the account's open sessions. */
export const getSessions = (): Promise<SessionActive[]> => call(getSessionsRoute);

export const sessionsQueryOptions = () => queryOptions({ queryKey: securiteKeys.sessions, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
