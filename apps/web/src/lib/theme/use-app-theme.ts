import type { Theme } from '@portail/contracts';
import { useTheme } from './get-theme';
import { NEUTRAL_THEME } from './palette';

/** The active theme, or the neutral one while loading or when unavailable. */
export function useAppTheme(): Theme {
  return useTheme().data ?? NEUTRAL_THEME;
}
