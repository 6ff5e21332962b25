import { z } from 'zod';
import { int32, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { SharingMessages as M } from './sharing.messages';

/** Portal path of 'Partager mes dossiers' (route partagerDroits): where an inviter sees who accepted. */
export const PARTAGER_DROITS_PATH = '/mon-compte/partager-droits';

/** Role id of a dossier left unchecked in the invite form (spec 02 §4). */
export const ID_ROLE_AUCUN = -1;

const CategorieIdSchema = text().trim().min(1).max(50).describe('Identifiant de catégorie (ex. mesDocs_social)');
const CategorieIdsSchema = z.array(CategorieIdSchema).max(100).default([]);
const IdRoleSchema = int32({ error: M.roleRequis })
  .refine((v) => v !== ID_ROLE_AUCUN, M.roleRequis)
  .describe('Rôle (1 = gérant)');
const IsoDateSchema = z.string().describe('Date ISO 8601');

export const InvitationIdParamSchema = z.object({ id: z.string().uuid("Identifiant d'invitation invalide.") });

export const PersonneParamSchema = z.object({ guidPersonne: z.string().uuid('Identifiant de personne invalide.') });

export const CodeDossierPersonneParamSchema = z.object({ codeDossier: CodeDossierSchema, guidPersonne: z.string().uuid('Identifiant de personne invalide.') });

/** One dossier offered by an invitation; raisonSociale is informative, the server reads its own. */
export const InvitationDossierInputSchema = z.object({
  codeDossier: CodeDossierSchema,
  raisonSociale: text().max(200).optional(),
  idRole: IdRoleSchema,
  categoriesIdAutorisees: CategorieIdsSchema,
});
export type InvitationDossierInput = z.infer<typeof InvitationDossierInputSchema>;

const uniqueDossiers = (list: { codeDossier: string }[]) => new Set(list.map((d) => d.codeDossier)).size === list.length;

const InvitationDossiersSchema = z
  .array(InvitationDossierInputSchema, { error: M.dossierRequis })
  .min(1, M.dossierRequis)
  .max(100)
  .refine(uniqueDossiers, M.dossierEnDouble);

export const CreateInvitationSchema = z.object({
  mailInvite: text({ error: M.emailRequis })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequis)
    .max(254)
    .pipe(z.email(M.emailInvalide))
    .describe('Adresse e-mail de la personne invitée'),
  dossiers: InvitationDossiersSchema,
});
export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

export const UpdateInvitationSchema = z.object({
  id: z.string().uuid("Identifiant d'invitation invalide."),
  dossiersInvites: InvitationDossiersSchema,
});
export type UpdateInvitation = z.infer<typeof UpdateInvitationSchema>;

export const InvitationEtatSchema = z.enum(['enAttente', 'acceptee', 'refusee', 'expiree']);
export type InvitationEtat = z.infer<typeof InvitationEtatSchema>;

/** Public read of an invitation (the link of the mail): no dossier code; the invited address only while the invitation is pending. */
export const PublicInvitationSchema = z.object({
  id: z.string().uuid(),
  nomPrenomCreateur: z.string(),
  emailInvite: z
    .string()
    .nullable()
    .describe('Adresse invitée, qui pré-remplit l’inscription (le lien n’est envoyé qu’à elle) ; null une fois l’invitation acceptée, refusée ou expirée'),
  dossiers: z.array(z.object({ raisonSociale: z.string(), nomRole: z.string() })),
  dateAcceptation: IsoDateSchema.nullable(),
  dateRefus: IsoDateSchema.nullable(),
  dateExpiration: IsoDateSchema,
  etat: InvitationEtatSchema,
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;

const OfferedDossierSchema = z.object({ codeDossier: z.string(), raisonSociale: z.string(), idRole: z.number().int(), nomRole: z.string() });

export const ReceivedInvitationSchema = z.object({
  id: z.string().uuid(),
  createur: z.string().describe('Prénom et nom de la personne qui invite'),
  dateExpiration: IsoDateSchema,
  dossiers: z.array(OfferedDossierSchema),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitationSchema>;
export const ReceivedInvitationListSchema = z.array(ReceivedInvitationSchema);

export const SentInvitationSchema = z.object({
  id: z.string().uuid(),
  emailInvitee: z.string(),
  mailInvite: z.string(),
  dateCreation: IsoDateSchema,
  dateExpiration: IsoDateSchema,
  expiree: z.boolean(),
  dossiers: z.array(OfferedDossierSchema.extend({ categoriesIdAutorisees: z.array(z.string()) })),
});
export type SentInvitation = z.infer<typeof SentInvitationSchema>;
export const SentInvitationListSchema = z.array(SentInvitationSchema);

export const InvitationResultSchema = z.object({ id: z.string().uuid() });
export const AcceptInvitationResultSchema = z.object({ id: z.string().uuid(), dossiers: z.array(z.string()).describe('Dossiers désormais accessibles') });

export const SharedRightSchema = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  guidPersonne: z.string().uuid(),
  personne: z.string().describe('Prénom et nom'),
  emailPersonne: z.string().nullable(),
  role: z.object({ idRole: z.number().int(), nomRole: z.string() }),
  categories: z.array(z.object({ _id: z.string(), libelle: z.string() })),
  gerantOrigine: z.boolean().describe("Gérant d'origine du dossier : son accès ne peut être ni retiré ni réduit"),
});
export type SharedRight = z.infer<typeof SharedRightSchema>;
export const SharedRightListSchema = z.array(SharedRightSchema);

export const MesDroitsSchema = z.object({
  dossiers: z.array(
    z.object({
      codeDossier: z.string(),
      raisonSociale: z.string(),
      idRole: z.number().int(),
      nomRole: z.string(),
      autorisationsMyCDER: z.object({ categories: z.array(z.string()) }),
      retirable: z.boolean().describe("Faux pour le gérant d'origine et pour le dernier gérant : un dossier garde toujours son gérant"),
    }),
  ),
});
export type MesDroits = z.infer<typeof MesDroitsSchema>;

export const RoleSchema = z.object({ idRole: z.number().int(), nomRole: z.string(), categoriesPredefinies: z.array(z.string()) });
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.array(RoleSchema);

export interface Categorie {
  _id: string;
  libelle: string;
  /** Modules the category grants; a dossier must subscribe to one of them for it to be granted. */
  modules: string[];
  souscategories: Categorie[];
}
export const CategorieSchema: z.ZodType<Categorie> = z
  .object({
    _id: z.string(),
    libelle: z.string(),
    modules: z.array(z.string()),
    get souscategories() {
      return z.array(CategorieSchema);
    },
  })
  .meta({ id: 'Categorie' });
export const CategorieListSchema = z.array(CategorieSchema);

export const PersonneDroitActionSchema = z.enum(['update', 'remove']);

export const PersonneDroitChangeSchema = z
  .object({
    action: PersonneDroitActionSchema,
    droit: z.object({
      AutorisationsMyCDER: z.object({ categories: CategorieIdsSchema }).default({ categories: [] }),
      codeDossier: CodeDossierSchema,
      idRole: int32(),
    }),
  })
  .refine((c) => c.action === 'remove' || c.droit.idRole !== ID_ROLE_AUCUN, { message: M.roleRequis, path: ['droit', 'idRole'] });
export type PersonneDroitChange = z.infer<typeof PersonneDroitChangeSchema>;

export const UpdatePersonneDroitsSchema = z.object({
  guidPersonne: z.string().uuid('Identifiant de personne invalide.'),
  droits: z
    .array(PersonneDroitChangeSchema)
    .min(1, M.dossierRequis)
    .max(100)
    .refine((list) => uniqueDossiers(list.map((c) => c.droit)), M.dossierEnDouble),
});
export type UpdatePersonneDroits = z.infer<typeof UpdatePersonneDroitsSchema>;

export const RemovedDroitSchema = z.object({ codeDossier: z.string(), guidPersonne: z.string().uuid() });
export const UpdatedPersonneDroitsSchema = z.object({ guidPersonne: z.string().uuid(), droits: SharedRightListSchema });
