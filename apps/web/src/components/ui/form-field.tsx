import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Marks the control invalid when its message is shown elsewhere (the form alert). */
  invalid?: boolean;
  hint?: string;
  /** The error is announced as it appears (role alert): the first error of a form that has several. */
  alert?: boolean;
  /** An InfoButton shown next to the label. */
  info?: ReactNode;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error of one form field, wired for screen readers. */
export function FormField({ id, label, error, invalid, hint, alert = false, info, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="champ">
      <div className="champ__entete">
        <label htmlFor={id}>{label}</label>
        {info}
      </div>
      {children({ id, 'aria-invalid': invalid || !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-aide`} className="champ__aide">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className="champ__erreur" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level alert: the first broken rule or the server's message. */
export function FormAlert({ message, testId = 'erreur-formulaire' }: { message: string | null; testId?: string }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p className="formulaire__erreur-globale" role="alert" data-testid={testId}>
          {message}
        </p>
      )}
    </div>
  );
}
