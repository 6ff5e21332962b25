import { useEffect } from 'react';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { themeCssVariables } from '../../../lib/theme/palette';

/** Applies the theme palette as CSS variables on <html>. */
export function ThemeApplier() {
  const theme = useAppTheme();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
  }, [theme]);
  return null;
}
