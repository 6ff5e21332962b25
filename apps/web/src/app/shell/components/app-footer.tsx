import { useAppTheme } from '../../../lib/theme/use-app-theme';

/** Footer: current year and the theme's legal-notice link. */
export function AppFooter() {
  const theme = useAppTheme();
  const year = new Date().getFullYear();
  return (
    <footer className="pied">
      <span data-testid="pied-annee">
        © {year}
        {theme.entityName ? ` ${theme.entityName}` : ''}
      </span>
      {theme.links.legalNotice && (
        <a href={theme.links.legalNotice} target="_blank" rel="noopener noreferrer" data-testid="lien-mentions-legales">
          Mentions légales<span className="sr-only"> (nouvel onglet)</span>
        </a>
      )}
    </footer>
  );
}
