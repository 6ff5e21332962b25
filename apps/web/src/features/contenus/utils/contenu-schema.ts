import { lienChamp } from '@portail/contracts';
import { z } from 'zod';
import type { ChampContenu, LigneContenu } from '../types';

export const ContenuMessages = {
  requis: 'Ce champ est obligatoire.',
  tropLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  nombre: 'Un nombre est attendu.',
  min: (min: number) => `La valeur doit être supérieure ou égale à ${min}.`,
  max: (max: number) => `La valeur doit être inférieure ou égale à ${max}.`,
  url: 'L’adresse doit commencer par http:// ou https://.',
  json: (detail: string) => `JSON invalide : ${detail}`,
  date: 'Date invalide.',
  choix: 'Choisissez une valeur de la liste.',
} as const;
const M = ContenuMessages;

/** What the form holds: text for every field, a boolean for checkboxes. */
export type ValeursFormulaire = Record<string, string | boolean>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** Checks one filled-in value and converts it to what the api takes; undefined when it is refused (issue added). */
function convert(field: ChampContenu, raw: string, ctx: z.RefinementCtx): unknown {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (field.maxLength !== undefined && raw.length > field.maxLength) fail(M.tropLong(field.maxLength));
  switch (field.kind) {
    case 'number': {
      const n = Number(raw.replace(',', '.'));
      if (!Number.isFinite(n)) return fail(M.nombre);
      if (field.min !== undefined && n < field.min) fail(M.min(field.min));
      if (field.max !== undefined && n > field.max) fail(M.max(field.max));
      return n;
    }
    case 'url':
      if (!/^https?:\/\/[^\s/]+/i.test(raw) || !URL.canParse(raw)) fail(M.url);
      return raw;
    case 'lien': {
      // The api's own rule, so that the form never refuses what the api accepts.
      const lien = lienChamp().safeParse(raw);
      if (!lien.success) fail(lien.error.issues[0]?.message ?? M.url);
      return raw;
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch (error) {
        return fail(M.json(error instanceof Error ? error.message : String(error)));
      }
    case 'date':
      if (!DATE.test(raw) || Number.isNaN(Date.parse(raw))) fail(M.date);
      return raw;
    case 'datetime': {
      const date = new Date(raw);
      if (!DATETIME.test(raw) || Number.isNaN(date.getTime())) return fail(M.date);
      return date.toISOString();
    }
    case 'select':
      if (field.options && !field.options.some((o) => o.value === raw)) fail(M.choix);
      return raw;
    default:
      return raw;
  }
}

function fieldSchema(field: ChampContenu): z.ZodType<unknown, string | boolean> {
  if (field.kind === 'boolean') return z.boolean();
  return z.string().transform((value, ctx) => {
    const blank = value.trim() === '';
    if (blank && field.required) {
      ctx.addIssue({ code: 'custom', message: M.requis });
      return undefined;
    }
    return blank ? undefined : convert(field, field.kind === 'json' ? value.trim() : value, ctx);
  });
}

/**
 * The zod schema of a section's form, built from its field definitions: from the form's text values to the values the
 * section's create/update take (numbers as numbers, json parsed, datetimes as ISO strings, dates as YYYY-MM-DD,
 * booleans as booleans). An empty optional field is left out of the values.
 */
export function buildContenuSchema(fields: readonly ChampContenu[]) {
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
  return z.object(shape).transform((values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as LigneContenu);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' in local time, what a datetime-local input shows. */
function localDateTime(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's starting values: empty for an addition, the row's for an edit. */
export function initialValues(fields: readonly ChampContenu[], row?: LigneContenu): ValeursFormulaire {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row?.[f.name];
      if (f.kind === 'boolean') return [f.name, value === true];
      if (value === undefined || value === null) return [f.name, ''];
      if (f.kind === 'json') return [f.name, JSON.stringify(value, null, 2)];
      if (f.kind === 'datetime') return [f.name, localDateTime(value)];
      if (f.kind === 'date') return [f.name, String(value).slice(0, 10)];
      return [f.name, String(value)];
    }),
  );
}

/** A cell of the table: '-' when empty, Oui/Non, JSON for objects. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
