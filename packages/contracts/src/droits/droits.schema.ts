import { z } from 'zod';
import { text } from '../common/input';
import { TypeUtilisateurSchema } from '../auth/auth.schema';

export const DroitDossierSchema = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  codeEntite: z.string(),
  idRole: z.number().int().nullable().describe('1 = gérant ; null pour un collaborateur'),
  estFavoris: z.boolean(),
  modules: z.array(z.string()).describe('Modules effectifs de l’utilisateur sur ce dossier'),
  categories: z
    .union([z.literal('all'), z.array(z.string())])
    .optional()
    .describe('Catégories de documents tenues sur ce dossier, descendants compris (autorisationsMyCDER.categories) ; all pour le gérant et le personnel'),
});
export type DroitDossier = z.infer<typeof DroitDossierSchema>;

export const DroitsSchema = z.object({
  userId: z.string().uuid(),
  typeUtilisateur: TypeUtilisateurSchema,
  data: z.object({
    dossiers: z.array(DroitDossierSchema),
    modules: z.array(z.string()).describe('Modules au niveau de l’utilisateur'),
  }),
  fonctionsUtilisateur: z.array(z.string()),
});
export type Droits = z.infer<typeof DroitsSchema>;

export const DroitsGerantParamSchema = z.object({
  guidPersonne: z.string().uuid('Identifiant de personne invalide.'),
  codeDossier: z.string().regex(/^\d{6}$/, 'Le code dossier doit comporter 6 chiffres.'),
});

export const DroitsGerantSchema = z.object({
  guidPersonne: z.string().uuid(),
  codeDossier: z.string(),
  idRole: z.number().int().nullable(),
  estGerant: z.boolean(),
  categories: z.array(z.string()),
  modules: z.array(z.string()),
});

export const LoginAdSchema = z.object({ login: z.string().nullable() });

export const LoginParamSchema = z.object({
  login: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Identifiant invalide.'),
});
