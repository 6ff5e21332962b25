import { queryOptions, useQuery } from '@tanstack/react-query';
import { getThemeLogoRoute, routePath, type PublicSettings, type ThemeResponse } from '@portail/contracts';

export const themeQueryKey = ['theme'] as const;
export const THEME_LOGO_URL = routePath(getThemeLogoRoute);

/** GET /api/theme; the api client and its schemas load with it, after the first screen's code. */
const getTheme = async (): Promise<ThemeResponse> => (await import('./fetch-theme')).fetchTheme();

const themeQueryOptions = () => queryOptions({ queryKey: themeQueryKey, queryFn: getTheme, staleTime: Infinity, retry: 2 });

export const useTheme = () => useQuery(themeQueryOptions());

/** The portal's public settings (sent with the theme); null while loading or when unavailable. */
export const usePublicSettings = (): PublicSettings | null => useTheme().data?.settings ?? null;
