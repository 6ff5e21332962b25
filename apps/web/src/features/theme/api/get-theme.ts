import { queryOptions, useQuery } from '@tanstack/react-query';
import { ThemeSchema, type Theme } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const themeQueryKey = ['theme'] as const;
export const THEME_LOGO_URL = '/api/theme/logo';

/** GET /api/theme */
export const getTheme = (): Promise<Theme> => apiClient.get('/theme', { schema: ThemeSchema });

export const themeQueryOptions = () =>
  queryOptions({ queryKey: themeQueryKey, queryFn: getTheme, staleTime: Infinity, retry: 2 });

export const useTheme = () => useQuery(themeQueryOptions());
