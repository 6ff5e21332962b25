import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { IDENTIFIANT_LIMITES } from '@portail/contracts';
import { FormField } from '../../../components/ui/form-field';

interface PasswordInputProps {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  alert?: boolean;
}

/** A password field with its own visibility toggle (spec 02 §4: toggles independent per field). */
export function PasswordInput({ id, label, field, error, alert }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error} alert={alert}>
      {(a11y) => (
        <div className="identifiant-mdp">
          <input {...a11y} type={visible ? 'text' : 'password'} maxLength={IDENTIFIANT_LIMITES.champMax} autoComplete="new-password" {...field} />
          <button type="button" className="bouton bouton--secondaire" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Masquer' : 'Afficher'}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
