import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from './dialog-frame';

export interface Confirmation {
  title: string;
  message: ReactNode;
  /** Both buttons name their effect ('Abandonner les modifications', 'Continuer la saisie'), never a bare 'Oui' or 'Annuler'. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** A confirmation dialog (refuse an invitation, remove an access...) and the function that opens it. */
export function useConfirmation(): { dialog: ReactNode; confirm: (c: Confirmation) => void } {
  const [current, setCurrent] = useState<Confirmation | null>(null);
  const confirm = useCallback((c: Confirmation) => setCurrent(c), []);
  const dialog = (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && setCurrent(null)}>
      <DialogFrame
        title={current?.title}
        testId="dialogue-confirmation"
        actions={
          <>
            <DialogCloseButton secondary>{current?.cancelLabel}</DialogCloseButton>
            <button
              type="button"
              className="bouton"
              onClick={() => {
                current?.onConfirm();
                setCurrent(null);
              }}
            >
              {current?.confirmLabel}
            </button>
          </>
        }
      >
        {current?.message}
      </DialogFrame>
    </Dialog.Root>
  );
  return { dialog, confirm };
}
