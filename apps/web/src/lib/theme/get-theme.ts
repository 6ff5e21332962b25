import { queryOptions, useQuery } from '@tanstack/react-query';
import { getThemeLogoRoute, getThemeRoute, routePath, type Theme } from '@portail/contracts';
import { call } from '../api-client';

export const themeQueryKey = ['theme'] as const;
export const THEME_LOGO_URL = routePath(getThemeLogoRoute);

/** GET /api/theme */
export const getTheme = (): Promise<Theme> => call(getThemeRoute);

export const themeQueryOptions = () =>
  queryOptions({ queryKey: themeQueryKey, queryFn: getTheme, staleTime: Infinity, retry: 2 });

export const useTheme = () => useQuery(themeQueryOptions());
