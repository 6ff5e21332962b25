import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { clearSessionState } from '../../../lib/storage';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { buildNavigation, type NavItem } from '../utils/navigation';

function NavEntry({ item }: { item: NavItem }) {
  const location = useLocation();
  const submenuId = useId();
  const childActive = item.children?.some((child) => child.to && location.pathname.startsWith(child.to)) ?? false;
  const [open, setOpen] = useState(childActive);
  const className = `nav__lien${item.emphasis ? ' nav__lien--accent' : ''}`;

  if (item.children) {
    return (
      <li>
        <button type="button" className="nav__lien nav__sous-menu" aria-expanded={open} aria-controls={submenuId} onClick={() => setOpen((value) => !value)}>
          {item.label}
        </button>
        <ul id={submenuId} className="nav__liste nav__liste--enfant" hidden={!open}>
          {item.children.map((child) => (
            <NavEntry key={child.key} item={child} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.href) {
    const isLogout = item.key === 'deconnexion';
    return (
      <li>
        <a
          className={className}
          href={item.href}
          data-testid={`nav-${item.key}`}
          data-tour={`nav-${item.key}`}
          {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={isLogout ? clearSessionState : undefined}
        >
          {item.label}
          {item.newTab && <span className="sr-only"> (nouvel onglet)</span>}
        </a>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={item.to ?? '/accueil'} className={className} end={item.to === '/accueil'} data-testid={`nav-${item.key}`} data-tour={`nav-${item.key}`}>
        {item.label}
      </NavLink>
    </li>
  );
}

/** Side navigation (spec 01 §2.3). */
export function SideNav({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const { dossier, modules, isCollaborateur } = useSelectedDossier();
  const theme = useAppTheme();
  const items = buildNavigation({ dossier, modules, isCollaborateur, mailServiceUrl: theme.links.mailService });
  return (
    <nav
      id="navigation-laterale"
      className="nav"
      aria-label="Navigation principale"
      hidden={!open}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate?.();
      }}
    >
      <ul className="nav__liste">
        {items.map((item) => (
          <NavEntry key={item.key} item={item} />
        ))}
      </ul>
    </nav>
  );
}
