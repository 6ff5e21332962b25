import { z } from 'zod';

/** PostgreSQL `integer` bounds: larger ids and counts are refused before any query. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const InputMessages = {
  caracteresInterdits: 'Ce champ contient des caractères non autorisés.',
  caractereIncomplet: 'Ce champ contient un caractère illisible ou incomplet (symbole ou émoji coupé) : veuillez le retaper.',
  sensEcriture: 'Ce champ contient des caractères invisibles qui changent le sens d’écriture : veuillez les retirer.',
  entierAttendu: 'Un nombre entier est attendu.',
  entierHorsLimites: 'Ce nombre est hors des limites autorisées.',
  identifiantInvalide: 'Identifiant invalide',
} as const;

/**
 * A number as a French user types it: '0,5', '1 234,56' (spaces, no-break spaces), or '0.5'. NaN when it is not one
 * number (callers test blank first: '' gives NaN too). The one parser of typed decimals (issue 29).
 */
export function parseDecimal(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters (NUL breaks PostgreSQL text)
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * The marks and overrides that make a text read otherwise than it is ('facture\u202Efdp.exe' shown as
 * 'factureexe.pdf'): U+061C, U+200E/F, U+202A-202E, U+2066-2069, as a character class body.
 */
export const DIRECTION_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const DIRECTION = new RegExp(`[${DIRECTION_CONTROLS}]`);
/**
 * An unpaired UTF-16 surrogate (PostgreSQL refuses it, UTF-8 cannot carry it), or U+FFFD, what the
 * decoders of URLs, forms and bodies leave of it and of any byte that is not UTF-8.
 */
const BROKEN = /[\p{Cs}\uFFFD]/u;

type StringParams = Parameters<typeof z.string>[0];

/** Any string typed by a user (passwords included): no broken character, no direction control. */
export const wellFormed = <T extends z.ZodString>(schema: T): T =>
  schema.refine((v) => !BROKEN.test(v), InputMessages.caractereIncomplet).refine((v) => !DIRECTION.test(v), InputMessages.sensEcriture);

/** A one-line string typed by a user: no control character at all. */
export const text = (params?: StringParams) => wellFormed(z.string(params).regex(SINGLE_LINE, InputMessages.caracteresInterdits));

/** A multi-line string (a reason, a message): tab and line breaks allowed, other control characters refused. */
export const multilineText = (params?: StringParams) => wellFormed(z.string(params).regex(MULTI_LINE, InputMessages.caracteresInterdits));

type NumberParams = Parameters<typeof z.number>[0];

/** An integer that fits a PostgreSQL `integer` column. */
export const int32 = (params?: NumberParams) =>
  z.number(params).int(InputMessages.entierAttendu).min(INT32_MIN, InputMessages.entierHorsLimites).max(INT32_MAX, InputMessages.entierHorsLimites);

/** A positive integer id read from a path or a query string (coerced), within int32. */
export const idParam = (message: string = InputMessages.identifiantInvalide) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT32_MAX, message);

/** An integer read from a query string (coerced), within int32. */
export const queryInt = () =>
  z.coerce
    .number({ error: InputMessages.entierAttendu })
    .int(InputMessages.entierAttendu)
    .min(INT32_MIN, InputMessages.entierHorsLimites)
    .max(INT32_MAX, InputMessages.entierHorsLimites);
