import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { DUER_LIMITES, DuerMessages } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../../lib/error-dialog';

interface LibelleDialogProps {
  title: string;
  label: string;
  initial: string;
  onClose: () => void;
  onValidate: (nom: string) => void;
}

/** Rename of a module, an operation or a risk: one label of at most 128 characters. */
export function LibelleDialog({ title, label, initial, onClose, onValidate }: LibelleDialogProps) {
  const id = useId();
  const [nom, setNom] = useState(initial);
  const validate = () => {
    if (!nom.trim()) return openErrorDialog(DuerMessages.libelleRequis);
    onValidate(nom.trim());
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={title}
        testId="dialogue-libelle"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" onClick={validate}>
              Valider
            </button>
          </>
        }
      >
        <label htmlFor={id}>{label}</label>
        <input id={id} className="champ" value={nom} maxLength={DUER_LIMITES.libelleMax} onChange={(e) => setNom(e.target.value)} />
      </DialogFrame>
    </Dialog.Root>
  );
}
