import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DUER_DOCUMENT_ACCEPT } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { FilePicker } from '../../../../components/ui/file-picker';

/** 'Modification d'un fichier' (spec 03 §2.5, §2.6): Valider stays disabled until a file is chosen. */
export function FichierDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm: (file: File) => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title="Modification d'un fichier"
        testId="dialogue-fichier"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" disabled={!file || busy} onClick={() => file && onConfirm(file)}>
              Valider
            </button>
          </>
        }
      >
        <FilePicker
          id="duer-fichier"
          label="Fichier (.doc, .docx, .pdf)"
          count={file ? 1 : 0}
          accept={DUER_DOCUMENT_ACCEPT}
          onFiles={(f) => setFile(f[0] ?? null)}
        />
        {file && <p>{file.name}</p>}
      </DialogFrame>
    </Dialog.Root>
  );
}
