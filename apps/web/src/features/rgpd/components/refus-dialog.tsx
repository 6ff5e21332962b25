import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefusalSchema, type DemandeEffacementStaff } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useRefuseErasure } from '../api/refuse-erasure';

interface RefusDialogProps {
  demande: DemandeEffacementStaff;
  onRefused: (message: string) => void;
  onClose: () => void;
}

/** Refusing a closure request: the reason is required, checked with the contract's rule, and mailed to the person. */
export function RefusDialog({ demande, onRefused, onClose }: RefusDialogProps) {
  const refuse = useRefuseErasure();
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RefusalSchema), defaultValues: { motif: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  const submit = handleSubmit(({ motif }) => {
    setAlert(null);
    refuse.mutate(
      { id: demande.id, motif },
      {
        onSuccess: ({ message }) => {
          onRefused(message);
          onClose();
        },
        onError: (error) => setAlert(errorText(error, 'Le refus n’a pas pu être enregistré. Réessayez.')),
      },
    );
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={`Refuser la demande de ${demande.nom}`}
        testId="dialogue-refus"
        actions={
          <>
            <DialogCloseButton secondary>Ne pas refuser</DialogCloseButton>
            <button type="submit" form="formulaire-refus" className="bouton" disabled={refuse.isPending}>
              Refuser la demande
            </button>
          </>
        }
      >
        <form id="formulaire-refus" className="formulaire" noValidate onSubmit={(e) => void submit(e)}>
          <p>Le compte reste ouvert. La personne reçoit un e-mail avec ce motif.</p>
          <FormAlert message={alert} testId="erreur-refus" />
          <FormField id="motif-refus" label="Motif du refus" error={errors.motif?.message} alert>
            {(a11y) => <textarea {...a11y} rows={4} aria-required="true" {...register('motif')} />}
          </FormField>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
