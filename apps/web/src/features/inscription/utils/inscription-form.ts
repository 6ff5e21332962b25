import { z } from 'zod';
import { passwordIssues, REGISTRATION_POLICY, RegistrationMessages } from '@portail/contracts';

export interface InscriptionValues {
  email: string;
  pwd: string;
  confirmation: string;
  codedossier: string;
  cgu: boolean;
  external: boolean;
}

type InscriptionField = keyof InscriptionValues;

/** The form's fields in screen order: the first empty one is the one at fault, and gets the focus. */
const REQUIRED: InscriptionField[] = ['email', 'pwd', 'confirmation', 'codedossier'];

/** The first rule the form breaks (rules of spec 01 §5 Registration, empty fields first, in screen order), or null. */
export function inscriptionError(v: InscriptionValues): { field: InscriptionField; message: string } | null {
  const empty = REQUIRED.filter((f) => !v.external || (f !== 'pwd' && f !== 'confirmation')).find((f) => !String(v[f]).trim());
  // An empty password is told its 8 characters (spec 01 §5).
  if (empty === 'pwd') return { field: 'pwd', message: passwordIssues(v.pwd, REGISTRATION_POLICY)[0] ?? RegistrationMessages.required };
  if (empty) return { field: empty, message: RegistrationMessages.required };
  if (!z.email().safeParse(v.email.trim()).success) return { field: 'email', message: RegistrationMessages.emailInvalid };
  if (!v.external) {
    const weak = passwordIssues(v.pwd, REGISTRATION_POLICY)[0];
    if (weak) return { field: 'pwd', message: weak };
    if (v.confirmation !== v.pwd) return { field: 'confirmation', message: RegistrationMessages.mismatch };
  }
  if (!/^\d{6}$/.test(v.codedossier.trim())) return { field: 'codedossier', message: 'Le code dossier doit comporter 6 chiffres.' };
  if (!v.cgu) return { field: 'cgu', message: RegistrationMessages.cgu };
  return null;
}

/** react-hook-form schema: one issue at a time, on the field at fault. */
export const InscriptionFormSchema = z
  .object({
    email: z.string(),
    pwd: z.string(),
    confirmation: z.string(),
    codedossier: z.string(),
    cgu: z.boolean(),
    external: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const error = inscriptionError(values);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
