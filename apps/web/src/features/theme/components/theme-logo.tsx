import { useState } from 'react';
import { THEME_LOGO_URL } from '../../../lib/theme/get-theme';
import { useAppTheme } from '../../../lib/theme/use-app-theme';

/** Logo served by the api from the theme folder; the platform name is written out only when the image cannot show it. */
export function ThemeLogo({ className = 'logo' }: { className?: string }) {
  const theme = useAppTheme();
  const [failed, setFailed] = useState(false);
  return (
    <span className={className}>
      {!failed && <img className="logo__image" src={THEME_LOGO_URL} alt="" onError={() => setFailed(true)} />}
      <span className={failed ? 'logo__nom' : 'sr-only'} data-testid="nom-plateforme">
        {theme.platformName}
      </span>
    </span>
  );
}
