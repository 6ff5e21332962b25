import * as Dialog from '@radix-ui/react-dialog';
import { closeErrorDialog, errorDialogStore } from '../../lib/error-dialog';
import { DialogCloseButton, DialogFrame } from './dialog-frame';

/** Error dialog of the generic handler for messages the server marks displayable. */
export function ErrorDialog() {
  const state = errorDialogStore.useValue();
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => !open && closeErrorDialog()}>
      <DialogFrame title={state?.title ?? 'Erreur'} variant="erreur" testId="dialogue-erreur" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
        {state?.message}
      </DialogFrame>
    </Dialog.Root>
  );
}
