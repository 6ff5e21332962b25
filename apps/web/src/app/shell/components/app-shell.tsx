import type { ReactNode } from 'react';
import { FlashBanner } from '../../../components/ui/flash-banner';
import { useMenuDrawer } from '../hooks/use-menu-drawer';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

/** Frame of every authenticated screen: header, side navigation (a drawer on a narrow screen), flash banner, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const menu = useMenuDrawer();
  return (
    <div className={`coquille${menu.open ? ' coquille--menu-ouvert' : ''}`}>
      <a className="lien-evitement" href="#contenu">
        Aller au contenu
      </a>
      <AppHeader menuOpen={menu.open} onToggleMenu={menu.toggle} menuButtonRef={menu.button} />
      <div className="coquille__corps">
        <SideNav open={menu.open} onNavigate={menu.onNavigate} />
        {menu.drawer && <div className="coquille__voile" onClick={menu.close} data-testid="menu-voile" aria-hidden="true" />}
        <main id="contenu" className="coquille__contenu" tabIndex={-1}>
          <FlashBanner />
          {children}
        </main>
      </div>
      <AppFooter />
    </div>
  );
}
