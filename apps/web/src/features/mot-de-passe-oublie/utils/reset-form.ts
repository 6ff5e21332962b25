import { z } from 'zod';
import { passwordIssues, PasswordResetMessages, RESET_POLICY } from '@portail/contracts';

export interface ForgotValues {
  username: string;
  altcha: string;
}

/** Forgotten-password page (spec 01 §5): e-mail required, captcha ticked. */
export function forgotError(v: ForgotValues): { field: keyof ForgotValues; message: string } | null {
  if (!v.username.trim()) return { field: 'username', message: PasswordResetMessages.emailRequired };
  if (!v.altcha) return { field: 'altcha', message: PasswordResetMessages.captcha };
  return null;
}

export interface ResetValues {
  pwd: string;
  confirmation: string;
  codedossier: string;
}

/** Reset page (spec 01 §5): every field, the same password twice, the 12-character rules. */
export function resetError(v: ResetValues): { field: keyof ResetValues; message: string } | null {
  if (!v.pwd || !v.confirmation || !v.codedossier.trim()) {
    const field = !v.pwd ? 'pwd' : !v.confirmation ? 'confirmation' : 'codedossier';
    return { field, message: PasswordResetMessages.allRequired };
  }
  if (v.pwd !== v.confirmation) return { field: 'confirmation', message: PasswordResetMessages.mismatch };
  const weak = passwordIssues(v.pwd, RESET_POLICY)[0];
  if (weak) return { field: 'pwd', message: weak };
  if (!/^\d{6}$/.test(v.codedossier.trim())) return { field: 'codedossier', message: 'Le code dossier doit comporter 6 chiffres.' };
  return null;
}

const refineWith =
  <T>(check: (v: T) => { field: keyof T & string; message: string } | null) =>
  (values: T, ctx: z.RefinementCtx) => {
    const error = check(values);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  };

export const ForgotFormSchema = z.object({ username: z.string(), altcha: z.string() }).superRefine(refineWith(forgotError));
export const ResetFormSchema = z.object({ pwd: z.string(), confirmation: z.string(), codedossier: z.string() }).superRefine(refineWith(resetError));
