import { z } from 'zod';
import { IdentifiantCreationSchema, IdentifiantMessages as M } from '@portail/contracts';

const { titre, nomUtilisateur, motDePasse } = IdentifiantCreationSchema.shape;

/**
 * The add/edit form (spec 02 §5): the api's fields and rules (IdentifiantCreationSchema), plus the confirmation, checked
 * with the password's rule and against it. `changerMotDePasse` false is the edit with the switch off: no password sent.
 */
export const IdentifiantFormSchema = z
  .object({ titre, nomUtilisateur, changerMotDePasse: z.boolean(), motDePasse: z.string(), confirmationMotDePasse: z.string() })
  .superRefine((v, ctx) => {
    if (!v.changerMotDePasse) return;
    let valid = true;
    for (const field of ['motDePasse', 'confirmationMotDePasse'] as const) {
      const issue = motDePasse.safeParse(v[field]).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      valid &&= !issue;
    }
    if (valid && v.motDePasse !== v.confirmationMotDePasse)
      ctx.addIssue({ code: 'custom', path: ['confirmationMotDePasse'], message: M.motsDePasseDifferents });
  });
export type IdentifiantFormValues = z.input<typeof IdentifiantFormSchema>;
