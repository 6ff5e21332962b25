import { z } from 'zod';

/** A collaborator attached to the dossier, with his function (spec 01 §3 Contact). */
export const ContactSchema = z.object({
  codeAgent: z.string(),
  prenom: z.string(),
  nom: z.string(),
  fonction: z.string(),
  nomAgence: z.string().nullable(),
  telephone: z.string().nullable(),
  mail: z.string().nullable(),
  mission: z.string().nullable().describe('HTML assaini côté serveur'),
  sexe: z.string().describe('M homme, A assistant, autre femme'),
  droitImage: z.boolean(),
  photo: z.string().nullable().describe("Adresse de la photo, seulement avec droit à l'image"),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactListSchema = z.array(ContactSchema);
export const HasGestionnairePaieSchema = z.object({ hasGestionnairePaie: z.boolean() });
export type HasGestionnairePaie = z.infer<typeof HasGestionnairePaieSchema>;

export const GenericPageSchema = z.object({ id: z.string(), title: z.string(), url: z.string().nullable(), content: z.string() });
export type GenericPage = z.infer<typeof GenericPageSchema>;
export const GenericPageParamSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Identifiant de page invalide.') });

export const ContactsMessages = {
  aucunContact: "Il n'y a aucun contact pour l'instant",
  indisponible: 'Contact indisponible ... Veuillez sélectionner un autre dossier.',
} as const;
