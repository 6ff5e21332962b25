import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErasureRequestSchema } from '@portail/contracts';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { useSubmitAlert } from '../../../lib/hooks/use-submit-alert';
import { useRequestErasure } from '../api/request-erasure';

/** The closure request: an optional reason and SUPPRIMER typed to confirm, checked with the contract's rules. */
export function ErasureForm({ onSent }: { onSent: (message: string) => void }) {
  const request = useRequestErasure();
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ErasureRequestSchema), defaultValues: { motif: '', confirmation: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);

  const submit = handleSubmit(({ motif, confirmation }) => {
    setAlert(null);
    request.mutate(
      { confirmation, motif: motif || undefined },
      { onSuccess: ({ message }) => onSent(message), onError: (error) => setAlert(errorText(error, 'La demande n’a pas pu être envoyée. Réessayez.')) },
    );
  });

  return (
    <form className="formulaire" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} testId="erreur-cloture" />
      <FormField id="cloture-motif" label="Motif (facultatif)" hint="1 000 caractères au plus." error={errors.motif?.message} alert>
        {(a11y) => <textarea {...a11y} rows={4} {...register('motif')} />}
      </FormField>
      <FormField id="cloture-confirmation" label="Pour confirmer, saisissez SUPPRIMER" error={errors.confirmation?.message} alert={!errors.motif}>
        {(a11y) => <input {...a11y} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('confirmation')} />}
      </FormField>
      <div className="barre-actions">
        <button type="submit" className="bouton bouton--danger" disabled={request.isPending}>
          {request.isPending ? 'Envoi…' : 'Demander la clôture de mon compte'}
        </button>
      </div>
    </form>
  );
}
