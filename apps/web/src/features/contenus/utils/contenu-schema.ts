import { lienChamp, parseDecimal } from '@portail/contracts';
import { z } from 'zod';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ChampContenu, LigneContenu } from '../types';

export const ContenuMessages = {
  requis: 'Ce champ est obligatoire.',
  tropLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  nombre: 'Un nombre est attendu.',
  min: (min: number) => `La valeur doit être supérieure ou égale à ${min}.`,
  max: (max: number) => `La valeur doit être inférieure ou égale à ${max}.`,
  url: 'L’adresse doit commencer par http:// ou https://.',
  json: (detail: string) => `JSON invalide : ${detail}`,
  date: 'Date invalide : JJ/MM/AAAA attendu.',
  dateHeure: 'Date invalide : JJ/MM/AAAA HH:MM attendu.',
  choix: 'Choisissez une valeur de la liste.',
} as const;
const M = ContenuMessages;

/** One row of a list field as typed: its sub-fields' text, or `valeur` for a list of strings. */
export type LigneListe = Record<string, string>;

/** What the form holds: text for every field, a boolean for checkboxes, rows for list fields. */
export type ValeursFormulaire = Record<string, string | boolean | LigneListe[]>;

/** The key of a list of strings' single input. */
export const VALEUR = 'valeur';

const pad = (n: number) => String(n).padStart(2, '0');

/** French dates as typed, whatever the browser's language: 'JJ/MM/AAAA', 'JJ/MM/AAAA HH:MM' (or 'à HH:MM', '18h30'). */
const DATE_FR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DATE_HEURE_FR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s*(?:à\s*)?(\d{1,2})[:h](\d{2})$/;

/** A real calendar day and time in the browser's time (the firm's), or null. */
function dateLocale(jour: string, mois: string, annee: string, heure = '0', minute = '0'): Date | null {
  const d = new Date(Number(annee), Number(mois) - 1, Number(jour), Number(heure), Number(minute));
  const ok = d.getDate() === Number(jour) && d.getMonth() === Number(mois) - 1 && d.getHours() === Number(heure) && d.getMinutes() === Number(minute);
  return ok ? d : null;
}

/** Checks one filled-in value and converts it to what the api takes; undefined when it is refused (issue added). */
function convert(field: ChampContenu, raw: string, ctx: z.RefinementCtx): unknown {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (field.maxLength !== undefined && raw.length > field.maxLength) fail(M.tropLong(field.maxLength));
  switch (field.kind) {
    case 'number': {
      const n = parseDecimal(raw);
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
    case 'date': {
      const [, jour, mois, annee] = DATE_FR.exec(raw.trim()) ?? [];
      const date = jour && mois && annee ? dateLocale(jour, mois, annee) : null;
      if (!date) return fail(M.date);
      return `${annee}-${pad(Number(mois))}-${pad(Number(jour))}`;
    }
    case 'datetime': {
      const [, jour, mois, annee, heure, minute] = DATE_HEURE_FR.exec(raw.trim()) ?? [];
      const date = jour && mois && annee ? dateLocale(jour, mois, annee, heure, minute) : null;
      if (!date) return fail(M.dateHeure);
      return date.toISOString();
    }
    case 'select':
      if (field.options && !field.options.some((o) => o.value === raw)) fail(M.choix);
      return raw;
    default:
      return raw;
  }
}

/** The rows of a list field as the api takes them: blank rows dropped, checked by the contract's schema (issues on the row and input shown). */
function convertListe(field: ChampContenu, rows: LigneListe[], ctx: z.RefinementCtx): unknown {
  const sub = field.liste?.fields;
  const kept: number[] = [];
  const values = rows.flatMap((row, i) => {
    if (Object.values(row).every((v) => v.trim() === '')) return [];
    kept.push(i);
    return [sub ? Object.fromEntries(sub.map((f) => [f.name, row[f.name] ?? ''])) : (row[VALEUR] ?? '').trim()];
  });
  if (field.required && values.length === 0) {
    ctx.addIssue({ code: 'custom', message: M.requis });
    return undefined;
  }
  const checked = field.liste?.schema?.safeParse(values);
  if (!checked) return values;
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [index, ...rest] = issue.path;
    const row = typeof index === 'number' ? kept[index] : undefined;
    ctx.addIssue({ code: 'custom', message: issue.message, path: row === undefined ? [] : sub ? [row, ...rest] : [row, VALEUR] });
  }
  return undefined;
}

function fieldSchema(field: ChampContenu): z.ZodType<unknown, string | boolean | LigneListe[]> {
  if (field.kind === 'boolean') return z.boolean();
  if (field.kind === 'liste') return z.array(z.record(z.string(), z.string())).transform((rows, ctx) => convertListe(field, rows, ctx));
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

/** 'JJ/MM/AAAA HH:MM' in the browser's time, what a datetime field shows. */
function dateHeureSaisie(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'AAAA-MM-JJ…' → 'JJ/MM/AAAA'. */
function dateSaisie(value: unknown): string {
  const [, annee, mois, jour] = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value)) ?? [];
  return annee ? `${jour}/${mois}/${annee}` : '';
}

/** The form's starting values: empty for an addition, the row's for an edit. */
export function initialValues(fields: readonly ChampContenu[], row?: LigneContenu): ValeursFormulaire {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row?.[f.name];
      if (f.kind === 'boolean') return [f.name, value === true];
      if (f.kind === 'liste') return [f.name, lignesListe(f, value)];
      if (value === undefined || value === null) return [f.name, ''];
      if (f.kind === 'json') return [f.name, JSON.stringify(value, null, 2)];
      if (f.kind === 'datetime') return [f.name, dateHeureSaisie(value)];
      if (f.kind === 'date') return [f.name, dateSaisie(value)];
      return [f.name, String(value)];
    }),
  );
}

/** A list field's starting rows: one per item, each sub-field as text. */
function lignesListe(field: ChampContenu, value: unknown): LigneListe[] {
  if (!Array.isArray(value)) return [];
  const sub = field.liste?.fields;
  return value.map((item: unknown) =>
    sub ? Object.fromEntries(sub.map((f) => [f.name, String((item as Record<string, unknown> | null)?.[f.name] ?? '')])) : { [VALEUR]: String(item ?? '') },
  );
}

/** A cell of the table: '-' when empty, Oui/Non, dates in French, a list of words joined, JSON for other objects. */
export function cellText(value: unknown, kind?: ChampContenu['kind']): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'datetime') return formatDateTime(String(value));
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join(', ') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
