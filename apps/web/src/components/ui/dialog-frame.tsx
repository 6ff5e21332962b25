import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons of the dialog; `DialogCloseButton` closes it. */
  actions: ReactNode;
  variant?: 'succes' | 'erreur';
  testId?: string;
  /** false: Escape and a click outside do not close it (the user must act). */
  dismissible?: boolean;
}

const keepOpen = (event: Event) => event.preventDefault();

/** The portal, backdrop, title, text and action row every dialog of the app shares (inside a Dialog.Root). */
export function DialogFrame({ title, children, actions, variant, testId, dismissible = true }: DialogFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialogue__fond" />
      <Dialog.Content
        className={variant ? `dialogue dialogue--${variant}` : 'dialogue'}
        data-testid={testId}
        {...(dismissible ? {} : { onEscapeKeyDown: keepOpen, onPointerDownOutside: keepOpen, onInteractOutside: keepOpen })}
      >
        <Dialog.Title className="dialogue__titre">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="dialogue__texte">{children}</div>
        </Dialog.Description>
        <div className="dialogue__actions">{actions}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function DialogCloseButton({ children, secondary = false }: { children: ReactNode; secondary?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className={secondary ? 'bouton bouton--secondaire' : 'bouton'}>
        {children}
      </button>
    </Dialog.Close>
  );
}
