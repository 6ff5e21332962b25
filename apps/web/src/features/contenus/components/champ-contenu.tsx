import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import type { ChampContenu } from '../types';
import type { ValeursFormulaire } from '../utils/contenu-schema';

interface ChampContenuProps {
  field: ChampContenu;
  /** The contract refuses the field empty: its label says so. */
  required: boolean;
  /** Prefix of the controls' ids (one form per section). */
  idPrefix: string;
  register: UseFormRegister<ValeursFormulaire>;
  error?: string;
  /** The current text of an html field, for its preview. */
  value?: string;
  /** The row's identifier once created (its code or year): shown, never changed. */
  readOnly?: boolean;
}

/** Dates typed and shown in French whatever the browser's language (a native date input follows the browser's). */
const FORMATS_DATE: Partial<Record<ChampContenu['kind'], string>> = { date: 'JJ/MM/AAAA', datetime: 'JJ/MM/AAAA HH:MM' };

const hintOf = (field: ChampContenu) => {
  const format = FORMATS_DATE[field.kind] && `Format : ${FORMATS_DATE[field.kind]}.`;
  return [format, field.help].filter(Boolean).join(' ') || undefined;
};

/** One control of a generated form, by kind: text, number, url, date, datetime, select, checkbox, textarea, json, html with its preview. */
export function ChampContenuControl({ field, required, idPrefix, register, error, value, readOnly = false }: ChampContenuProps) {
  const id = `${idPrefix}-${field.name}`;
  const label = required ? `${field.label} *` : field.label;
  if (field.kind === 'boolean') {
    return (
      <div className="champ champ--case">
        <label htmlFor={id}>
          <input id={id} type="checkbox" {...register(field.name)} /> {field.label}
        </label>
        {field.help && <p className="champ__aide">{field.help}</p>}
      </div>
    );
  }
  return (
    <FormField id={id} label={label} error={error} hint={readOnly ? 'Ne change plus une fois le contenu créé.' : hintOf(field)}>
      {(a11y) => {
        const common = { ...a11y, ...register(field.name), ...(readOnly ? { readOnly: true, 'aria-readonly': true } : {}) };
        if (field.kind === 'select') {
          return (
            <select {...common}>
              <option value="">—</option>
              {field.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          );
        }
        if (field.kind === 'textarea' || field.kind === 'json' || field.kind === 'html') {
          return (
            <>
              <textarea
                {...common}
                rows={field.kind === 'textarea' ? 4 : 8}
                spellCheck={field.kind !== 'json'}
                className={field.kind === 'json' ? 'contenus__code' : undefined}
              />
              {field.kind === 'html' && (
                <div className="contenus__apercu">
                  <p className="contenus__apercu-titre">Aperçu</p>
                  <div data-testid={`${id}-apercu`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value ?? '') }} />
                </div>
              )}
            </>
          );
        }
        const format = FORMATS_DATE[field.kind];
        if (format) return <input {...common} type="text" placeholder={format} autoComplete="off" />;
        return <input {...common} type="text" inputMode={field.kind === 'number' ? 'decimal' : undefined} />;
      }}
    </FormField>
  );
}
