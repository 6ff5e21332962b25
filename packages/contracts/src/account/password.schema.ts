import { z } from 'zod';
import { wellFormed } from '../common/input';

/** Password rules of spec 01 §5 and spec 02 §5, shared by the forms and the api. */
export interface PasswordPolicy {
  minLength: number;
  /** At least one digit, one uppercase, one lowercase and one symbol. */
  mixed: boolean;
}

/** Registration: 8 characters (spec 01 §5, §9). */
export const REGISTRATION_POLICY: PasswordPolicy = { minLength: 8, mixed: false };
/** Reset page: 12 characters, digit, uppercase, lowercase, symbol (spec 01 §5, §9). */
export const RESET_POLICY: PasswordPolicy = { minLength: 12, mixed: true };
/** Account password change: 8 characters, uppercase, lowercase, digit, symbol (spec 02 §5). */
export const CHANGE_POLICY: PasswordPolicy = { minLength: 8, mixed: true };

export const PASSWORD_MAX_LENGTH = 128;

export const PasswordMessages = {
  tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  minLength: (n: number) => `Le mot de passe doit contenir au moins ${n} caractères.`,
  digit: 'Le mot de passe doit contenir au moins 1 chiffre.',
  upper: 'Le mot de passe doit contenir au moins 1 majuscule.',
  lower: 'Le mot de passe doit contenir au moins 1 minuscule.',
  symbol: 'Le mot de passe doit contenir au moins 1 symbole.',
  breached: 'Le mot de passe que vous avez saisi a été trouvé dans une fuite de données. Nous vous conseillons d’en choisir un autre.',
  breachCheckFailed: 'La vérification du mot de passe n’a pas pu aboutir. Veuillez réessayer.',
  breachedRefused: 'Le mot de passe que vous avez saisi a été trouvé dans une fuite de données. Veuillez en choisir un autre.',
} as const;

/**
 * The user saw the breach warning and chose to keep the password (registration, spec 01 §5;
 * account password change, spec 02 §5). Without it the api refuses a breached password.
 */
export const BreachConfirmedSchema = z
  .boolean()
  .default(false)
  .describe('Confirmation de l’utilisateur : garder un mot de passe trouvé dans une fuite de données (après l’avertissement)');

/** A one-line hint of the policy, as shown next to the fields. */
export function passwordHint(policy: PasswordPolicy): string {
  if (!policy.mixed) return `Au moins ${policy.minLength} caractères.`;
  return `Au moins ${policy.minLength} caractères, dont 1 chiffre, 1 majuscule, 1 minuscule et 1 symbole.`;
}

/** Every rule the password breaks, in the order the hint lists them; empty when it is valid. */
export function passwordIssues(password: string, policy: PasswordPolicy): string[] {
  const issues: string[] = [];
  if (password.length > PASSWORD_MAX_LENGTH) issues.push(PasswordMessages.tooLong);
  if (password.length < policy.minLength) issues.push(PasswordMessages.minLength(policy.minLength));
  if (!policy.mixed) return issues;
  if (!/\d/.test(password)) issues.push(PasswordMessages.digit);
  if (!/\p{Lu}/u.test(password)) issues.push(PasswordMessages.upper);
  if (!/\p{Ll}/u.test(password)) issues.push(PasswordMessages.lower);
  if (!/[^\p{L}\p{N}\s]/u.test(password)) issues.push(PasswordMessages.symbol);
  return issues;
}

/** A password field checked against a policy (first broken rule as the message). */
export function passwordSchema(policy: PasswordPolicy) {
  return wellFormed(z.string({ error: PasswordMessages.minLength(policy.minLength) }))
    .superRefine((value, ctx) => {
      const first = passwordIssues(value, policy)[0];
      if (first) ctx.addIssue({ code: 'custom', message: first });
    })
    .describe(`Mot de passe : ${passwordHint(policy).toLowerCase()}`);
}

/** The 5 first hexadecimal characters of the SHA-1 of a password (k-anonymity range query). */
export const BreachRangeParamSchema = z.object({
  prefix: z
    .string()
    .regex(/^[0-9a-fA-F]{5}$/, 'Le préfixe doit comporter 5 caractères hexadécimaux.')
    .transform((p) => p.toUpperCase()),
});

/** Suffixes (35 hexadecimal characters, upper case) of the leaked hashes starting with the prefix. */
export const BreachRangeSchema = z.object({
  suffixes: z.array(z.string()),
});
export type BreachRange = z.infer<typeof BreachRangeSchema>;
