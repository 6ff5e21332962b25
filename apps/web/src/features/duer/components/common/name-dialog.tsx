import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { RenommerSchema } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { FormField } from '../../../../components/ui/form-field';

interface NameDialogProps {
  title: string;
  label: string;
  initial?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: (nom: string) => void;
  onClose: () => void;
}

/** A name to enter (rename, copy): checked with the contract's rule (required, 128 characters) before sending. */
export function NameDialog({ title, label, initial = '', confirmLabel, busy = false, onConfirm, onClose }: NameDialogProps) {
  const [nom, setNom] = useState(initial);
  const [erreur, setErreur] = useState<string | undefined>();
  const submit = () => {
    const parsed = RenommerSchema.safeParse({ nom });
    if (!parsed.success) return setErreur(parsed.error.issues[0]?.message);
    onConfirm(parsed.data.nom);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={title}
        testId="dialogue-nom"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="submit" form="formulaire-nom" className="bouton" disabled={busy}>
              {confirmLabel}
            </button>
          </>
        }
      >
        <form
          id="formulaire-nom"
          className="formulaire"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField id="duer-nom" label={label} error={erreur}>
            {(a11y) => <input {...a11y} type="text" value={nom} autoComplete="off" onChange={(e) => setNom(e.target.value)} />}
          </FormField>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
