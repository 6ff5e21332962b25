import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { reasonCounter } from '../utils/reason-counter';

interface ReasonFieldProps {
  label: string;
  value: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The reason textarea of the request and edit forms, with its character counter. */
export function ReasonField({ label, value, error, registration }: ReasonFieldProps) {
  const counter = reasonCounter(value);
  return (
    <FormField id="rdv-motif" label={label} error={error}>
      {(a11y) => (
        <>
          <textarea {...a11y} aria-describedby={[a11y['aria-describedby'], 'rdv-motif-compteur'].filter(Boolean).join(' ')} rows={5} {...registration} />
          <p id="rdv-motif-compteur" className={counter.over ? 'champ__aide champ__aide--depasse' : 'champ__aide'} data-testid="rdv-motif-compteur">
            {counter.text}
          </p>
        </>
      )}
    </FormField>
  );
}
