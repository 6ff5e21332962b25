import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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

/** Title, favourite star and info button opening an explanatory dialog (spec 02 §2: every tool screen). */
export function FavoriteHeader({ title, favorite, onToggleFavorite, busy = false, infoTitle, info }: FavoriteHeaderProps) {
  return (
    <div className="entete-outil">
      <PageTitle>{title}</PageTitle>
      <button
        type="button"
        className={`bouton-icone entete-outil__favori${favorite ? ' favori--actif' : ''}`}
        aria-pressed={favorite}
        disabled={busy}
        onClick={onToggleFavorite}
        data-testid="entete-favori"
      >
        <StarIcon filled={favorite} />
        <span className="sr-only">{favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}</span>
      </button>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <button type="button" className="bouton-info" aria-label={`Informations : ${title}`} data-testid="entete-info">
            i
          </button>
        </Dialog.Trigger>
        <DialogFrame title={infoTitle ?? title} actions={<DialogCloseButton>J’ai compris</DialogCloseButton>}>
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
 * Placeholder until the tools area lands: the same look without the tools favourites (the tools
 * helper's version wires the star to /api/tools/favorite/{add|remove}).
 */
export function ToolHeader({ slug, title, info }: ToolHeaderProps) {
  return <FavoriteHeader title={title} favorite={false} busy onToggleFavorite={() => undefined} info={info} infoTitle={slug ? title : undefined} />;
}
