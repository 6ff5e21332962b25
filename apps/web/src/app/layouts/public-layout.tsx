import { Link, Outlet } from 'react-router';
import { FlashBanner } from '../../components/ui/flash-banner';
import { AppFooter } from '../shell/components/app-footer';
import { ThemeLogo } from '../../features/theme/components/theme-logo';

/** Frame of the public screens: brand header, content, footer. */
export function PublicLayout() {
  return (
    <div className="coquille coquille--publique">
      <a className="lien-evitement" href="#contenu">
        Aller au contenu
      </a>
      <header className="entete entete--publique">
        <Link to="/" className="entete__marque">
          <ThemeLogo />
          <span className="sr-only">, page d’accueil du portail</span>
        </Link>
      </header>
      <main id="contenu" className="coquille__contenu coquille__contenu--centre" tabIndex={-1}>
        <FlashBanner />
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
