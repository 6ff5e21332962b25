import { useState } from 'react';
import { IDENTIFIANT_LIMITES } from '@portail/contracts';

interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}

/** A password field with its own visibility toggle (spec 02 §4: toggles independent per field). */
export function PasswordInput({ id, label, value, onChange }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="champ">
      <label htmlFor={id}>{label}</label>
      <div className="identifiant-mdp">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          maxLength={IDENTIFIANT_LIMITES.champMax}
          autoComplete="new-password"
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="bouton bouton--secondaire" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Masquer' : 'Afficher'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
