import * as Dialog from '@radix-ui/react-dialog';

interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  testId?: string;
}

/** A success pop-up with one OK button; closing it runs onClose (often a navigation). */
export function MessageDialog({ open, title, message, onClose, testId = 'dialogue-succes' }: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue dialogue--succes" data-testid={testId}>
          <Dialog.Title className="dialogue__titre">{title}</Dialog.Title>
          <Dialog.Description className="dialogue__texte">{message}</Dialog.Description>
          <div className="dialogue__actions">
            <Dialog.Close asChild>
              <button type="button" className="bouton">
                OK
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
