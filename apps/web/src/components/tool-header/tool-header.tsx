import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../ui/dialog-frame';
import { StarIcon } from '../ui/icons';
import { PageTitle } from '../ui/page-title';

export interface FavoriteHeaderProps {
  title: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  busy?: boolean;
  infoTitle?: string;
  info: ReactNode;
}

/** Title, favourite star and info button of a tool or figure screen (presentational). */
export function FavoriteHeader({ title, favorite, onToggleFavorite, busy = false, infoTitle, info }: FavoriteHeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="outil-entete">
      <PageTitle>{title}</PageTitle>
      <button
        type="button"
        className={`bouton-icone favori${favorite ? ' favori--actif' : ''}`}
        aria-pressed={favorite}
        aria-disabled={busy}
        title={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
        onClick={() => !busy && onToggleFavorite()}
      >
        <StarIcon filled={favorite} />
        <span className="sr-only">Favori</span>
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="bouton-icone" aria-label="Informations" title="Informations">
          <span aria-hidden="true">i</span>
        </Dialog.Trigger>
        <DialogFrame title={infoTitle ?? title} actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
          {info}
        </DialogFrame>
      </Dialog.Root>
    </div>
  );
}

export interface ToolHeaderProps {
  slug: string;
  title: string;
  info: ReactNode;
}

/**
 * Placeholder until the tools helper's header lands: the star is kept in memory only (the real one
 * reads the tools list and calls /api/tools/favorite/{add|remove}).
 */
export function ToolHeader({ slug, title, info }: ToolHeaderProps) {
  const [favorite, setFavorite] = useState(false);
  return (
    <div data-outil={slug}>
      <FavoriteHeader title={title} favorite={favorite} onToggleFavorite={() => setFavorite((f) => !f)} info={info} />
    </div>
  );
}
