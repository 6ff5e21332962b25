import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

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

const isFocusable = (element: HTMLElement | null): element is HTMLElement =>
  !!element && element !== document.body && element.isConnected && !element.matches(':disabled, [hidden], [inert] *');

/**
 * Radix returns focus only to a `Dialog.Trigger`; most of our dialogs open from code (a confirmation,
 * an error), so the frame remembers what had focus when it opened and goes back there, or to the
 * main content when that element is gone (WCAG 2.4.3).
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = isFocusable(opener.current) ? opener.current : document.querySelector<HTMLElement>('main');
      target?.focus();
      opener.current = null;
    },
  };
}

/** The portal, backdrop, title, text and action row every dialog of the app shares (inside a Dialog.Root). */
export function DialogFrame({ title, children, actions, variant, testId, dismissible = true }: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialogue__fond" />
      <Dialog.Content
        className={variant ? `dialogue dialogue--${variant}` : 'dialogue'}
        data-testid={testId}
        {...returnFocus}
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
