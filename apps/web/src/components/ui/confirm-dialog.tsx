import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';

export interface Confirmation {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** A confirmation dialog (refuse an invitation, remove an access...) and the function that opens it. */
export function useConfirmation(): { dialog: ReactNode; confirm: (c: Confirmation) => void } {
  const [current, setCurrent] = useState<Confirmation | null>(null);
  const confirm = useCallback((c: Confirmation) => setCurrent(c), []);
  const dialog = (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && setCurrent(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue" data-testid="dialogue-confirmation">
          <Dialog.Title className="dialogue__titre">{current?.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="dialogue__texte">{current?.message}</div>
          </Dialog.Description>
          <div className="dialogue__actions">
            <Dialog.Close asChild>
              <button type="button" className="bouton bouton--secondaire">
                Annuler
              </button>
            </Dialog.Close>
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
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { dialog, confirm };
}
