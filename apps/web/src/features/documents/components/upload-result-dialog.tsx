import * as Dialog from '@radix-ui/react-dialog';
import { DocumentsMessages } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { batchSummary, type BatchResult } from '../utils/upload-queue';

/** Spec 02 §4 Upload: counts sent and failed; a warning modal when any failed, else a success modal. */
export function UploadResultDialog({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const failed = (result?.failed ?? 0) > 0;
  return (
    <Dialog.Root open={result !== null} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <DialogFrame
          title={failed ? 'Envoi incomplet' : 'Envoi terminé'}
          variant={failed ? 'erreur' : 'succes'}
          testId={failed ? 'dialogue-envoi-avertissement' : 'dialogue-envoi-succes'}
          actions={<DialogCloseButton>OK</DialogCloseButton>}
        >
          {batchSummary(result)}
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}

/** 401 during a batch: the session ended; OK reloads the page (spec 02 §8). */
export function SessionLostDialog({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && window.location.reload()}>
      <DialogFrame
        title="Session expirée"
        variant="erreur"
        testId="dialogue-deconnecte"
        dismissible={false}
        actions={<DialogCloseButton>OK</DialogCloseButton>}
      >
        {DocumentsMessages.nonConnecte}
      </DialogFrame>
    </Dialog.Root>
  );
}
