import * as Dialog from '@radix-ui/react-dialog';

/** A confirmation pop-up; closing it runs onClose (usually a navigation). */
export function SuccessDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue" data-testid="dialogue-succes">
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
