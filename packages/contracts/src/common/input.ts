import { z } from 'zod';

/** PostgreSQL `integer` bounds: larger ids and counts are refused before any query. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const InputMessages = {
  caracteresInterdits: 'Ce champ contient des caractères non autorisés.',
  entierAttendu: 'Un nombre entier est attendu.',
  entierHorsLimites: 'Ce nombre est hors des limites autorisées.',
  identifiantInvalide: 'Identifiant invalide',
} as const;

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters (NUL breaks PostgreSQL text)
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string typed by a user: no control character at all. */
export const text = (params?: StringParams) => z.string(params).regex(SINGLE_LINE, InputMessages.caracteresInterdits);

/** A multi-line string (a reason, a message): tab and line breaks allowed, other control characters refused. */
export const multilineText = (params?: StringParams) => z.string(params).regex(MULTI_LINE, InputMessages.caracteresInterdits);

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
