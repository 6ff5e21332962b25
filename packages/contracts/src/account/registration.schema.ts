import { z } from 'zod';

/** Body of POST /api/auth/checkBeforeRegister (spec 01 §7.1), also step 1 of the invitation sign-up. */
export const CheckBeforeRegisterSchema = z.object({
  username: z.string().trim().max(254).describe('Identifiant souhaité (adresse e-mail)'),
  email: z.string().trim().max(254),
  pwd: z.string().max(256).optional(),
  external: z.boolean().default(false).describe('Connexion par un fournisseur externe : pas de mot de passe'),
});
export type CheckBeforeRegister = z.infer<typeof CheckBeforeRegisterSchema>;

/** ok=false lists French messages ready to display (login taken, person already has an account...). */
export const CheckBeforeRegisterResultSchema = z.object({
  ok: z.boolean(),
  messages: z.array(z.string()),
});
export type CheckBeforeRegisterResult = z.infer<typeof CheckBeforeRegisterResultSchema>;
