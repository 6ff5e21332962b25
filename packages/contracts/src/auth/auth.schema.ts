import { z } from 'zod';
import { text } from '../common/input';

export * from './return-url';

export const LoginSchema = z.object({
  login: text().trim().min(1, "L'identifiant est obligatoire.").max(254).describe('Adresse e-mail de connexion'),
  password: text().min(1, 'Le mot de passe est obligatoire.').max(256),
  altcha: text().max(10_000).optional().describe('Charge utile ALTCHA, exigée après LOGIN_MAX_FAILURES échecs sur l’identifiant (réponse CAPTCHA_REQUIS)'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ReturnUrlQuerySchema = z.object({
  returnUrl: text().max(2000).optional().describe('Chemin du site où revenir après connexion'),
});

export const TypeUtilisateurSchema = z.enum(['collab', 'member']);
export type TypeUtilisateur = z.infer<typeof TypeUtilisateurSchema>;

export const SessionUserSchema = z.object({
  guidPersonne: z.string().uuid(),
  login: z.string(),
  nom: z.string(),
  prenom: z.string(),
  typeUtilisateur: TypeUtilisateurSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const CsrfTokenSchema = z.object({ csrfToken: z.string() });
