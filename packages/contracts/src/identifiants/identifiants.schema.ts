import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierParamSchema, CodeDossierSchema } from '../user/user.schema';

/** Shared credentials entrusted to the firm (spec 02 §3, §4, §5, §8, §9). */
export const IDENTIFIANT_LIMITES = { champMax: 255, journalParIdentifiant: 5, parDossierMax: 200 } as const;
const L = IDENTIFIANT_LIMITES;

export const IdentifiantMessages = {
  champsRequis: 'Tous les champs doivent être renseignés.',
  motsDePasseDifferents: 'Les 2 mots de passes doivent être identiques.',
  tropLong: `Ce champ ne doit pas dépasser ${L.champMax} caractères.`,
  introuvable: 'Identifiant introuvable',
  dossierDifferent: 'Le code dossier du formulaire ne correspond pas au dossier demandé.',
  tropDIdentifiants: `Un dossier ne peut pas compter plus de ${L.parDossierMax} identifiants.`,
  modifie: 'Le mot de passe a bien été modifié',
  supprime: 'Le mot de passe a bien été supprimé',
  cree: 'Le nouveau mot de passe a bien été créé',
  erreurModification: 'Une erreur est survenue lors de la modification du mot de passe',
  erreurSuppression: 'Une erreur est survenue lors la suppression du mot de passe',
  erreurCreation: 'Une erreur est survenue lors la création du mot de passe',
  erreurChargement: 'Une erreur est survenue lors du chargement des identifiants.',
  erreurRevelation: 'Une erreur est survenue lors de la consultation du mot de passe',
  vide: "Vous n'avez donné accès à aucun identifiant...",
  /** The same, read by staff on the client's dossier. */
  videDossier: "Le dossier n'a donné accès à aucun identifiant...",
  aucunResultat: 'Aucun identifiant ne correspond à la recherche.',
} as const;
const M = IdentifiantMessages;

/** A required one-line field: missing, blank or not a string → the spec's single message. */
const requis = () =>
  text({ error: M.champsRequis })
    .max(L.champMax, M.tropLong)
    .refine((v) => v.trim() !== '', M.champsRequis);

export const JOURNAL_ACTIONS = ['consultation', 'creation', 'modification', 'suppression'] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const IdentifiantJournalSchema = z.object({
  action: z.enum(JOURNAL_ACTIONS),
  /** Display name of who acted ('Julie Bernard'). */
  auteur: z.string(),
  estCollaborateur: z.boolean(),
  /** ISO date-time. */
  date: z.string(),
});
export type IdentifiantJournal = z.infer<typeof IdentifiantJournalSchema>;

/** A credential as listed: never its password (write-only, spec 02 §3). */
export const IdentifiantSchema = z.object({
  id: z.string().uuid(),
  codeDossier: z.string(),
  titre: z.string(),
  nomUtilisateur: z.string(),
  dateCreation: z.string().nullable(),
  auteurCreation: z.string().nullable(),
  dateModificationAgent: z.string().nullable(),
  agentModification: z.string().nullable(),
  dateModificationAdherent: z.string().nullable(),
  adherentModification: z.string().nullable(),
  /** The latest events of the entry, newest first: who revealed, created or changed it. */
  journal: z.array(IdentifiantJournalSchema),
});
export type Identifiant = z.infer<typeof IdentifiantSchema>;
export const IdentifiantListSchema = z.array(IdentifiantSchema);

/** Insert {codeDossier, titre, nomUtilisateur, motDePasse} (spec 02 §7); the confirmation is form-only. */
export const IdentifiantCreationSchema = z.strictObject({
  codeDossier: CodeDossierSchema.optional(),
  titre: requis(),
  nomUtilisateur: requis(),
  motDePasse: requis(),
});
export type IdentifiantCreation = z.infer<typeof IdentifiantCreationSchema>;

/** Update {id, codeDossier, titre, nomUtilisateur, motDePasse}; without motDePasse (switch off) the password is unchanged. */
export const IdentifiantModificationSchema = z.strictObject({
  id: z.string({ error: M.introuvable }).uuid(M.introuvable),
  codeDossier: CodeDossierSchema.optional(),
  titre: requis(),
  nomUtilisateur: requis(),
  motDePasse: requis().nullish(),
});
export type IdentifiantModification = z.infer<typeof IdentifiantModificationSchema>;

export const IdentifiantIdParamSchema = CodeDossierParamSchema.extend({ id: z.string().uuid(M.introuvable) });

export const MotDePasseRevelationSchema = z.object({ motDePasse: z.string() });
export type MotDePasseRevelation = z.infer<typeof MotDePasseRevelationSchema>;

/** The add/edit form (spec 02 §5): the same rules as the server plus the confirmation, for the toasts. */
export interface IdentifiantFormValues {
  titre: string;
  nomUtilisateur: string;
  motDePasse: string;
  confirmationMotDePasse: string;
}

/** The toast message of an invalid form, or null when it may be sent; `avecMotDePasse` false is the edit with the switch off. */
export function identifiantFormError(v: IdentifiantFormValues, avecMotDePasse = true): string | null {
  const champs = avecMotDePasse ? [v.titre, v.nomUtilisateur, v.motDePasse, v.confirmationMotDePasse] : [v.titre, v.nomUtilisateur];
  if (champs.some((c) => c.trim() === '')) return M.champsRequis;
  if (champs.some((c) => c.length > L.champMax)) return M.tropLong;
  if (avecMotDePasse && v.motDePasse !== v.confirmationMotDePasse) return M.motsDePasseDifferents;
  return null;
}
