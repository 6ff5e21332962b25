import type { Pays } from '@portail/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitsOnly, PHONE_MAX_LENGTH } from '../utils/communication-form';

interface PhoneInputProps {
  id: string;
  label: string;
  pays: Pays[];
  prefix: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  readOnly: boolean;
  a11y: { 'aria-invalid': boolean; 'aria-describedby'?: string };
}

/** Country prefix and number; the number takes digit keys only, 10 at most (spec 02 §5). */
export function PhoneInput({ id, label, pays, prefix, number, readOnly, a11y }: PhoneInputProps) {
  return (
    <div className="champ-telephone">
      <select aria-label={`Indicatif : ${label}`} disabled={readOnly} {...prefix}>
        {pays.map((p) => (
          <option key={p.id} value={p.id}>
            {p.libelle} ({p.indicatif})
          </option>
        ))}
      </select>
      <input
        id={id}
        {...a11y}
        {...number}
        inputMode="numeric"
        maxLength={PHONE_MAX_LENGTH}
        readOnly={readOnly}
        onKeyDown={(event) => {
          if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
        }}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value);
          void number.onChange(event);
        }}
      />
    </div>
  );
}
