import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../ui/dialog-frame';
import { StarIcon } from '../ui/icons';
import { PageTitle } from '../ui/page-title';

interface FavoriteHeaderProps {
  title: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  busy?: boolean;
  infoTitle?: string;
  info: ReactNode;
}

/**
 * Placeholder (hiring simulator branch): the tools helper's header replaces this file at merge.
 * Title, favourite star and an info button opening a dialog.
 */
export function FavoriteHeader({ title, favorite, onToggleFavorite, busy = false, infoTitle, info }: FavoriteHeaderProps) {
  return (
    <div className="entete-outil">
      <PageTitle>{title}</PageTitle>
      <button
        type="button"
        className={`bouton-icone favori${favorite ? ' favori--actif' : ''}`}
        aria-pressed={favorite}
        aria-label={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
        disabled={busy}
        onClick={onToggleFavorite}
      >
        <StarIcon filled={favorite} />
      </button>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <button type="button" className="bouton bouton--secondaire">
            Informations
          </button>
        </Dialog.Trigger>
        <DialogFrame title={infoTitle ?? title} actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
          {info}
        </DialogFrame>
      </Dialog.Root>
    </div>
  );
}

/** Placeholder: favourite state kept locally until the tools favourites are merged. */
export function ToolHeader({ title, info }: { slug: string; title: string; info: ReactNode }) {
  const [favorite, setFavorite] = useState(false);
  return <FavoriteHeader title={title} favorite={favorite} onToggleFavorite={() => setFavorite((f) => !f)} info={info} />;
}
