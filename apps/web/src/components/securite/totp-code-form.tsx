import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TotpCodeInputSchema } from '@portail/contracts';
import { FormAlert, FormField } from '../ui/form-field';
import { useSubmitAlert } from '../../lib/hooks/use-submit-alert';
import { codeErrorOf } from './code-errors';

interface TotpCodeFormProps {
  id: string;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the 6 digits; a rejection is shown by the form unless onError takes it (returns true). */
  onSubmit: (code: string) => Promise<unknown>;
  onError?: (error: unknown) => boolean;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** One field for the 6-digit code of the authenticator app, and its submit. */
export function TotpCodeForm({ id, submitLabel, busyLabel = 'Vérification…', onSubmit, onError, onCancel, cancelLabel = 'Annuler' }: TotpCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(TotpCodeInputSchema), defaultValues: { code: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);

  const submit = handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      await onSubmit(code);
    } catch (error) {
      if (onError?.(error)) return;
      const shown = codeErrorOf(error);
      if ('field' in shown) setError('code', { message: shown.field }, { shouldFocus: true });
      else setAlert(shown.alert);
    }
  });

  return (
    <form className="formulaire" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} testId={`${id}-erreur-formulaire`} />
      <FormField id={id} label="Code à 6 chiffres" hint="Le code affiché par votre application d’authentification." error={errors.code?.message} alert>
        {(a11y) => <input {...a11y} className="champ-code" inputMode="numeric" autoComplete="one-time-code" maxLength={16} {...register('code')} />}
      </FormField>
      <div className="barre-actions">
        <button type="submit" className="bouton" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="bouton bouton--secondaire" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
      </div>
    </form>
  );
}
