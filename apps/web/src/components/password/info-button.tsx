import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A small 'i' button opening a pop-up that explains a field's rules. */
export function InfoButton({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="bouton-info" aria-label={`Aide : ${title}`}>
          i
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue">
          <Dialog.Title className="dialogue__titre">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="dialogue__texte">{children}</div>
          </Dialog.Description>
          <div className="dialogue__actions">
            <Dialog.Close asChild>
              <button type="button" className="bouton">
                J’ai compris
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
