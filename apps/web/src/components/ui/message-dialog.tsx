import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton, DialogFrame } from './dialog-frame';

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
      <DialogFrame title={title} variant="succes" testId={testId} actions={<DialogCloseButton>OK</DialogCloseButton>}>
        {message}
      </DialogFrame>
    </Dialog.Root>
  );
}
