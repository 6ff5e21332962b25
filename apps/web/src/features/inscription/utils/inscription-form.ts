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

export type InscriptionField = keyof InscriptionValues;

/** The first rule the form breaks, in the order of spec 01 §5 Registration, or null. */
export function inscriptionError(v: InscriptionValues): { field: InscriptionField; message: string } | null {
  if (!v.email.trim()) return { field: 'email', message: RegistrationMessages.required };
  if (!v.codedossier.trim()) return { field: 'codedossier', message: RegistrationMessages.required };
  if (!z.email().safeParse(v.email.trim()).success) return { field: 'email', message: RegistrationMessages.emailInvalid };
  if (!/^\d{6}$/.test(v.codedossier.trim())) return { field: 'codedossier', message: 'Le code dossier doit comporter 6 chiffres.' };
  if (!v.external) {
    const weak = passwordIssues(v.pwd, REGISTRATION_POLICY)[0];
    if (weak) return { field: 'pwd', message: weak };
    if (!v.confirmation) return { field: 'confirmation', message: RegistrationMessages.required };
    if (v.confirmation !== v.pwd) return { field: 'confirmation', message: RegistrationMessages.mismatch };
  }
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
