import * as Dialog from '@radix-ui/react-dialog';
import { closeErrorDialog, errorDialogStore } from '../../lib/error-dialog';

/** Error dialog of the generic handler for messages the server marks displayable. */
export function ErrorDialog() {
  const state = errorDialogStore.useValue();
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => !open && closeErrorDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue dialogue--erreur" data-testid="dialogue-erreur">
          <Dialog.Title className="dialogue__titre">{state?.title ?? 'Erreur'}</Dialog.Title>
          <Dialog.Description className="dialogue__texte">{state?.message}</Dialog.Description>
          <div className="dialogue__actions">
            <Dialog.Close asChild>
              <button type="button" className="bouton">
                Fermer
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
