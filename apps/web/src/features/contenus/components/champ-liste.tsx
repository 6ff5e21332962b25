import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import type { ChampContenu, LigneContenu } from '../types';
import { type LigneListe, VALEUR, type ValeursFormulaire } from '../utils/contenu-schema';
import { elementOf, isRequired, maxItemsOf, maxLengthOf, shapeOf } from '../utils/contract-fields';

interface ChampListeProps {
  field: ChampContenu & { kind: 'liste' };
  /** The list's schema in the contract: its required rows, its longest items and most rows. */
  schema: z.ZodType | undefined;
  idPrefix: string;
  control: Control<ValeursFormulaire, unknown, LigneContenu>;
  register: UseFormRegister<ValeursFormulaire>;
  errors: FieldErrors<ValeursFormulaire>;
}

type ErreurListe = { message?: string; root?: { message?: string } } & Record<number, Record<string, { message?: string } | undefined> | undefined>;

/** A list field: one row per item with its labelled inputs, rows added and removed (categories, tags, resolutions...). */
export function ChampListe({ field, schema, idPrefix, control, register, errors }: ChampListeProps) {
  // The form's values are keyed by field name: this field holds rows.
  const rowsControl = control as unknown as Control<Record<string, LigneListe[]>>;
  const { fields: rows, append, remove } = useFieldArray({ control: rowsControl, name: field.name });
  const liste = field.liste!;
  const element = elementOf(schema);
  const itemShape = element && shapeOf(element);
  const sub = (liste.fields ?? [{ name: VALEUR, label: liste.item, kind: 'text' as const }]).map((f) => ({
    ...f,
    maxLength: maxLengthOf(itemShape ? itemShape[f.name] : element),
  }));
  const max = maxItemsOf(schema);
  const article = liste.feminin ? { un: 'une', le: 'la' } : { un: 'un', le: 'le' };
  const item = liste.item.toLowerCase();
  const id = `${idPrefix}-${field.name}`;
  const erreur = errors[field.name] as ErreurListe | undefined;
  const message = erreur?.root?.message ?? erreur?.message;
  const plein = max !== undefined && rows.length >= max;
  return (
    <fieldset className="contenus__liste" aria-describedby={field.help ? `${id}-aide` : undefined} data-testid={`${id}-liste`}>
      <legend>{isRequired(schema, field.kind) ? `${field.label} *` : field.label}</legend>
      {field.help && (
        <p id={`${id}-aide`} className="champ__aide">
          {field.help}
        </p>
      )}
      {rows.length === 0 && <p className="texte-secondaire">Aucun élément.</p>}
      <ol className="contenus__lignes">
        {rows.map((row, i) => (
          <li key={row.id} className="contenus__ligne">
            {sub.map((f) => {
              const inputId = `${id}-${i}-${f.name}`;
              const label = sub.length === 1 ? `${liste.item} ${i + 1}` : `${f.label} (${item} ${i + 1})`;
              const error = erreur?.[i]?.[f.name]?.message;
              const common = {
                id: inputId,
                maxLength: f.maxLength,
                'aria-invalid': !!error,
                'aria-describedby': error ? `${inputId}-erreur` : undefined,
                ...register(`${field.name}.${i}.${f.name}`),
              };
              return (
                <div key={f.name} className="champ">
                  <label htmlFor={inputId}>{label}</label>
                  {f.kind === 'textarea' ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
                  {error && (
                    <p id={`${inputId}-erreur`} className="champ__erreur">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <button type="button" className="bouton bouton--secondaire bouton--petit" onClick={() => remove(i)}>
              Retirer {article.le} {item} {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="bouton bouton--secondaire bouton--petit"
        disabled={plein}
        onClick={() => append(Object.fromEntries(sub.map((f) => [f.name, ''])))}
      >
        Ajouter {article.un} {item}
      </button>
      {message && (
        <p className="champ__erreur" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
