import type { ReactNode } from 'react';

interface SignupFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error of a sign-up field, wired for screen readers. */
export function SignupField({ id, label, hint, error, children }: SignupFieldProps) {
  const describedBy = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="champ">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-aide`} className="champ__aide">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className="champ__erreur">
          {error}
        </p>
      )}
    </div>
  );
}
