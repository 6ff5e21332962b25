import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../ui/dialog-frame';

/** A small 'i' button opening a pop-up that explains a field's rules. */
export function InfoButton({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="bouton-info" aria-label={`Aide : ${title}`}>
          i
        </button>
      </Dialog.Trigger>
      <DialogFrame title={title} actions={<DialogCloseButton>J’ai compris</DialogCloseButton>}>
        {children}
      </DialogFrame>
    </Dialog.Root>
  );
}
