import { z } from 'zod';
import { AccountMessages, CHANGE_POLICY, passwordIssues, RegistrationMessages } from '@portail/contracts';

export interface MailChangeValues {
  mail: string;
  confirmation: string;
  codedossier: string;
  securecode: string;
}

/** Mail change (spec 02 §5): every field, the same address twice, the code. */
export function mailChangeError(v: MailChangeValues): { field: keyof MailChangeValues; message: string } | null {
  const empty = (['mail', 'confirmation', 'codedossier', 'securecode'] as const).find((f) => !v[f].trim());
  if (empty) return { field: empty, message: AccountMessages.allRequired };
  if (!z.email().safeParse(v.mail.trim()).success) return { field: 'mail', message: RegistrationMessages.emailInvalid };
  if (v.mail.trim().toLowerCase() !== v.confirmation.trim().toLowerCase()) return { field: 'confirmation', message: AccountMessages.mailsDiffer };
  if (!/^\d{6}$/.test(v.codedossier.trim())) return { field: 'codedossier', message: 'Le code dossier doit comporter 6 chiffres.' };
  if (!/^\d{6}$/.test(v.securecode.trim())) return { field: 'securecode', message: AccountMessages.codeFormat };
  return null;
}

export interface PasswordChangeValues {
  pwd: string;
  confirmation: string;
  securecode: string;
}

/** Password change (spec 02 §5): 8 characters with upper, lower, digit and symbol; same twice; code. */
export function passwordChangeError(v: PasswordChangeValues): { field: keyof PasswordChangeValues; message: string } | null {
  const weak = passwordIssues(v.pwd, CHANGE_POLICY)[0];
  if (weak) return { field: 'pwd', message: weak };
  if (v.pwd !== v.confirmation) return { field: 'confirmation', message: AccountMessages.passwordsDiffer };
  if (!v.securecode.trim()) return { field: 'securecode', message: AccountMessages.codeRequired };
  if (!/^\d{6}$/.test(v.securecode.trim())) return { field: 'securecode', message: AccountMessages.codeFormat };
  return null;
}

const refineWith =
  <T>(check: (v: T) => { field: keyof T & string; message: string } | null) =>
  (values: T, ctx: z.RefinementCtx) => {
    const error = check(values);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  };

export const MailChangeFormSchema = z
  .object({ mail: z.string(), confirmation: z.string(), codedossier: z.string(), securecode: z.string() })
  .superRefine(refineWith(mailChangeError));
export const PasswordChangeFormSchema = z
  .object({ pwd: z.string(), confirmation: z.string(), securecode: z.string() })
  .superRefine(refineWith(passwordChangeError));
