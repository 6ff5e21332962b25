import type { RefObject } from 'react';
import { Link } from 'react-router';
import { BoardIcon, MenuIcon, UserIcon } from '../../../components/ui/icons';
import { DossierSelector } from '../../../features/dossiers/components/dossier-selector';
import { FavoriteButton } from '../../../features/dossiers/components/favorite-button';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { UnreadCounter } from '../../../features/notifications/components/unread-counter';
import { ThemeLogo } from '../../../features/theme/components/theme-logo';
import { ReplayTourButton } from '../../../features/parcours/components/replay-tour-button';
import { useUser } from '../../../lib/api/get-user';
import { showBoardIcon } from '../utils/navigation';

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
}

export function AppHeader({ menuOpen, onToggleMenu, menuButtonRef }: AppHeaderProps) {
  const { modules } = useSelectedDossier();
  const user = useUser();
  const name = user.data ? `${user.data.prenom} ${user.data.nom}`.trim() : '';

  return (
    <header className="entete">
      <button
        ref={menuButtonRef}
        type="button"
        className="bouton-icone entete__menu"
        aria-expanded={menuOpen}
        aria-controls="navigation-laterale"
        onClick={onToggleMenu}
        data-testid="bouton-menu"
      >
        <MenuIcon />
        <span className="sr-only">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
      </button>
      <Link to="/accueil" className="entete__marque">
        <ThemeLogo />
        <span className="sr-only">, accueil</span>
      </Link>
      <div className="entete__dossier" data-tour="selecteur-dossier">
        <DossierSelector />
        <FavoriteButton />
      </div>
      <div className="entete__actions">
        {showBoardIcon(modules) && (
          <Link to="/ged-administration" className="bouton-icone" aria-label="Documents du conseil d'administration" data-testid="lien-conseil-administration">
            <BoardIcon />
          </Link>
        )}
        <UnreadCounter />
        <ReplayTourButton />
        {/* Named by what it shows (WCAG 2.5.3, label in name): the user's name, then what it opens. */}
        <Link to="/mon-compte" className="entete__compte" data-testid="lien-mon-compte" data-tour="compte">
          <UserIcon />
          {name && <span className="entete__nom">{name}</span>}
          <span className="sr-only">{name ? ', mon compte' : 'Mon compte'}</span>
        </Link>
      </div>
    </header>
  );
}
