import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RenommerSchema),
    defaultValues: { nom: initial },
  });
  const submit = handleSubmit(({ nom }) => onConfirm(nom));
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
        <form id="formulaire-nom" className="formulaire" noValidate onSubmit={(e) => void submit(e)}>
          <FormField id="duer-nom" label={label} error={errors.nom?.message}>
            {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('nom')} />}
          </FormField>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
