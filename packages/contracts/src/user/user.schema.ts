import { z } from 'zod';
import { STATUTS_DOSSIER, TYPES_ACTIVITE } from '../common/modules';

export const CodeDossierSchema = z
  .string()
  .regex(/^\d{6}$/, 'Le code dossier doit comporter 6 chiffres.')
  .describe('Code du dossier (6 chiffres)');

export const CodeDossierParamSchema = z.object({ codeDossier: CodeDossierSchema });

export const UserSchema = z.object({
  nom: z.string(),
  prenom: z.string(),
  mail: z.string(),
  tel: z.string().nullable(),
  guidPersonne: z.string().uuid(),
  estTesteur: z.boolean(),
  hasForum: z.boolean(),
  estCollaborateur: z.boolean(),
  fonctionsCollaborateur: z.array(z.string()),
  modules: z.array(z.string()).describe('Modules attachés à la personne (ex. administrateur_cder)'),
  id: z.string().uuid().nullable().describe('Identifiant du compte'),
  adresse: z.string().nullable(),
  port: z.string().nullable().describe('Téléphone portable (permet l’envoi des codes par SMS)'),
  canalPrefere: z.string().nullable().describe('Canal de contact préféré : mail, telephone, portable ou courrier'),
  preferences: z.object({ sendMailWhenNotify: z.boolean() }),
});
export type User = z.infer<typeof UserSchema>;

export const DossierSchema = z.object({
  id: z.string().uuid().nullable().describe('Absent pour un dossier connu du seul cabinet (non inscrit)'),
  codeDossier: z.string(),
  raisonSociale: z.string(),
  codeEntite: z.string(),
  guidPersonne: z.string().uuid().nullable(),
  estFavoris: z.boolean(),
  idRole: z.number().int().nullable(),
  statut: z.enum(STATUTS_DOSSIER),
  typeActivite: z.enum(TYPES_ACTIVITE),
  modulesEffectifs: z.array(z.string()),
});
export type Dossier = z.infer<typeof DossierSchema>;
export const DossierListSchema = z.array(DossierSchema);

export const FavoriResultSchema = z.object({ codeDossier: z.string(), estFavoris: z.literal(true) });
