import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShortcutsRoute, type Shortcut } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const shortcutsQueryKey = ['shortcuts'] as const;

/** GET /api/user/shortcuts */
export const getShortcuts = (): Promise<Shortcut[]> => call(getShortcutsRoute);

export const shortcutsQueryOptions = () => queryOptions({ queryKey: shortcutsQueryKey, queryFn: getShortcuts });

export const useShortcuts = () => useQuery({ ...shortcutsQueryOptions(), meta: { skipGlobalErrorHandler: true } });
