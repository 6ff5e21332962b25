import { z } from 'zod';
import { text } from '../common/input';
import { SharingMessages as M } from './sharing.messages';

export const CIVILITES = ['M.', 'MME', 'MLLE'] as const;
export const PASSWORD_MIN_LENGTH = 8;

const required = (max: number) => text({ error: M.champsRequis }).trim().min(1, M.champsRequis).max(max);

/**
 * Body of POST /api/droits/invitations/{id}/inscrireetaccepter (spec 01 §3 Registration payload,
 * invitation variant). The address must be the invited one: the invitation mail proved it.
 */
export const InscrireEtAccepterSchema = z.object({
  username: required(254).toLowerCase().describe('Identifiant de connexion : l’adresse e-mail invitée'),
  email: required(254).toLowerCase().pipe(z.email(M.emailInvalide)),
  pwd: text().max(128).optional().describe('Mot de passe (absent pour un fournisseur externe)'),
  external: z.boolean().default(false),
  codeCivilite: z.enum(CIVILITES, { error: M.civiliteRequise }),
  nom: required(100),
  prenom: required(100),
});
export type InscrireEtAccepter = z.infer<typeof InscrireEtAccepterSchema>;

/** Step 1 of the invitation sign-up form: sign-in method, address and password, each twice. */
export const InvitationSignupStep1Schema = z
  .object({
    external: z.boolean(),
    email: required(254).pipe(z.email(M.emailInvalide)),
    emailConfirmation: required(254),
    pwd: text().max(128),
    pwdConfirmation: text().max(128),
  })
  .superRefine((v, ctx) => {
    if (v.email.trim().toLowerCase() !== v.emailConfirmation.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: M.emailsDifferents });
    }
    if (v.external) return;
    if (v.pwd.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['pwd'], message: M.motDePasseCourt });
    if (v.pwd !== v.pwdConfirmation) ctx.addIssue({ code: 'custom', path: ['pwdConfirmation'], message: M.motsDePasseDifferents });
  });
export type InvitationSignupStep1 = z.infer<typeof InvitationSignupStep1Schema>;

/** Step 2: identity and terms. */
export const InvitationSignupStep2Schema = z.object({
  codeCivilite: z.enum(CIVILITES, { error: M.civiliteRequise }),
  nom: required(100),
  prenom: required(100),
  cgu: z.boolean().refine((v) => v, M.cguRequises),
});
export type InvitationSignupStep2 = z.infer<typeof InvitationSignupStep2Schema>;
