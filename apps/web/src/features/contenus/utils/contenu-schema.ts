import { parseDecimal } from '@portail/contracts';
import { z } from 'zod';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ChampContenu, LigneContenu } from '../types';
import { shapeOf } from './contract-fields';

/**
 * What the form says of text it cannot turn into the api's types (a number, JSON, a French date), and of a missing file.
 * Every other rule (required, lengths, bounds, addresses, choices, lists) is the section's contract schema's, in its words.
 */
export const SaisieMessages = {
  nombre: 'Un nombre est attendu.',
  json: (detail: string) => `JSON invalide : ${detail}`,
  date: 'Date invalide : JJ/MM/AAAA attendu.',
  dateHeure: 'Date invalide : JJ/MM/AAAA HH:MM attendu.',
  fichierRequis: 'Ce champ est obligatoire.',
} as const;
const M = SaisieMessages;

/** One row of a list field as typed: its sub-fields' text, or `valeur` for a list of strings. */
export type LigneListe = Record<string, string>;

/** What the form holds: text for every field, a boolean for checkboxes, rows for list fields. */
export type ValeursFormulaire = Record<string, string | boolean | LigneListe[]>;

/** The key of a list of strings' single input. */
export const VALEUR = 'valeur';

/** The key of the form's messages that belong to no field (the contract's rules across fields): errors.root. */
const RACINE = 'root';

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

type Conversion = { value: unknown } | { error: string };

/** One filled-in text as the api's type: numbers as numbers, json parsed, dates as YYYY-MM-DD, date-times as ISO. */
function convert(field: ChampContenu, raw: string): Conversion {
  switch (field.kind) {
    case 'number': {
      const n = parseDecimal(raw);
      return Number.isFinite(n) ? { value: n } : { error: M.nombre };
    }
    case 'json':
      try {
        return { value: JSON.parse(raw.trim()) as unknown };
      } catch (error) {
        return { error: M.json(error instanceof Error ? error.message : String(error)) };
      }
    case 'date': {
      const [, jour, mois, annee] = DATE_FR.exec(raw.trim()) ?? [];
      const date = jour && mois && annee ? dateLocale(jour, mois, annee) : null;
      return date ? { value: `${annee}-${pad(Number(mois))}-${pad(Number(jour))}` } : { error: M.date };
    }
    case 'datetime': {
      const [, jour, mois, annee, heure, minute] = DATE_HEURE_FR.exec(raw.trim()) ?? [];
      const date = jour && mois && annee ? dateLocale(jour, mois, annee, heure, minute) : null;
      return date ? { value: date.toISOString() } : { error: M.dateHeure };
    }
    default:
      return { value: raw };
  }
}

/** The rows of a list field as the api takes them, blank rows dropped; `kept` maps each item back to its row. */
function convertListe(field: ChampContenu, rows: LigneListe[]): { value: unknown[]; kept: number[] } {
  const sub = field.liste?.fields;
  const kept: number[] = [];
  const value = rows.flatMap((row, i) => {
    if (Object.values(row).every((v) => v.trim() === '')) return [];
    kept.push(i);
    return [sub ? Object.fromEntries(sub.map((f) => [f.name, row[f.name] ?? ''])) : (row[VALEUR] ?? '').trim()];
  });
  return { value, kept };
}

/**
 * The zod schema of a section's form: from the form's text values to the values the section's create/update take
 * (numbers as numbers, json parsed, datetimes as ISO strings, dates as YYYY-MM-DD, booleans as booleans, lists as arrays),
 * then checked with the section's contract schema (`contract`), each of its issues set on the field it is about. An empty
 * field is left out of the values; the fields the contract does not take (an update's id) are not checked.
 */
export function buildContenuSchema(fields: readonly ChampContenu[], contract: z.ZodType) {
  const taken = shapeOf(contract);
  const byName = new Map(fields.map((f) => [f.name, f]));
  return z.custom<ValeursFormulaire>().transform((form, ctx) => {
    const values: LigneContenu = {};
    const refused = new Set<string>();
    const rowsOf = new Map<string, number[]>();
    for (const field of fields) {
      const raw = form[field.name];
      if (field.kind === 'boolean') values[field.name] = raw === true;
      else if (field.kind === 'liste') {
        const { value, kept } = convertListe(field, Array.isArray(raw) ? raw : []);
        values[field.name] = value;
        rowsOf.set(field.name, kept);
      } else if (typeof raw === 'string' && raw.trim() !== '') {
        const converted = convert(field, raw);
        if ('error' in converted) {
          refused.add(field.name);
          ctx.addIssue({ code: 'custom', message: converted.error, path: [field.name] });
        } else values[field.name] = converted.value;
      }
    }
    const checked = contract.safeParse(taken ? Object.fromEntries(Object.entries(values).filter(([k]) => k in taken)) : values);
    for (const issue of checked.error?.issues ?? []) {
      const [name, index, ...rest] = issue.path;
      const field = typeof name === 'string' ? byName.get(name) : undefined;
      if (field && refused.has(field.name)) continue;
      let path: PropertyKey[] = [RACINE];
      if (field?.kind === 'liste' && typeof index === 'number') {
        const row = rowsOf.get(field.name)?.[index];
        path = row === undefined ? [field.name] : field.liste?.fields ? [field.name, row, ...rest.slice(0, 1)] : [field.name, row, VALEUR];
      } else if (field) path = [field.name];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return refused.size > 0 || !checked.success ? z.NEVER : values;
  });
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
