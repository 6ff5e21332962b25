import type { ReactNode } from 'react';
import { FlashBanner } from '../../../components/ui/flash-banner';
import { setMenuOpen, useMenuOpen } from '../hooks/menu-state';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

/** Frame of every authenticated screen: header, side navigation, flash banner, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const menuOpen = useMenuOpen();
  return (
    <div className={`coquille${menuOpen ? ' coquille--menu-ouvert' : ''}`}>
      <a className="lien-evitement" href="#contenu">
        Aller au contenu
      </a>
      <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      <div className="coquille__corps">
        <SideNav open={menuOpen} />
        <main id="contenu" className="coquille__contenu" tabIndex={-1}>
          <FlashBanner />
          {children}
        </main>
      </div>
      <AppFooter />
    </div>
  );
}
