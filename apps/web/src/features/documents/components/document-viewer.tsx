import * as Dialog from '@radix-ui/react-dialog';
import type { GedDocument } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { DocumentPreview, DownloadLink } from './document-preview';

/** The portal's viewer in an accessible dialog: pages of the document, download, close. */
export function DocumentViewer({ document, onClose }: { document: GedDocument | null; onClose: () => void }) {
  return (
    <Dialog.Root open={document !== null} onOpenChange={(open) => !open && onClose()}>
      {document && (
        <DialogFrame
          title={document.name}
          testId="dialogue-visionneuse"
          actions={
            <>
              <DownloadLink doc={document} />
              <DialogCloseButton secondary>Fermer</DialogCloseButton>
            </>
          }
        >
          <DocumentPreview document={document} />
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}
