import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../ui/dialog-frame';
import { InfoIcon, StarIcon } from '../ui/icons';
import { PageTitle } from '../ui/page-title';

interface FavoriteHeaderProps {
  title: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** The favourite is loading or being saved: the star does not react. */
  busy?: boolean;
  /** Title of the info dialog; the screen's title unless given. */
  infoTitle?: string;
  info: ReactNode;
}

/** Title, favourite star and info button of a tool or figure screen (spec 02 §2: every tool screen shows them). */
export function FavoriteHeader({ title, favorite, onToggleFavorite, busy = false, infoTitle, info }: FavoriteHeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="entete-outil" data-testid="entete-outil">
      <PageTitle>{title}</PageTitle>
      <div className="entete-outil__actions">
        <button
          type="button"
          className={`bouton-icone entete-outil__bouton${favorite ? ' favori--actif' : ''}`}
          aria-pressed={favorite}
          aria-disabled={busy}
          title={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
          data-testid="etoile-favori"
          onClick={() => {
            if (!busy) onToggleFavorite();
          }}
        >
          <StarIcon filled={favorite} />
          <span className="sr-only">Favori</span>
        </button>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <button type="button" className="bouton-icone entete-outil__bouton" title="Informations" data-testid="bouton-info">
              <InfoIcon />
              <span className="sr-only">Informations</span>
            </button>
          </Dialog.Trigger>
          {open && (
            <DialogFrame title={infoTitle ?? title} testId="dialogue-info" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
              {info}
            </DialogFrame>
          )}
        </Dialog.Root>
      </div>
    </div>
  );
}
