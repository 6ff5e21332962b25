import { z } from 'zod';
import { idParam, multilineText, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** General assembly (AG): dates, invitations, proxy form and resolutions (spec 02 §2-§9). */
export const AG_LIMITES = { nbPersonneMax: 99, resolutionsMax: 30, titreMax: 255, texteMax: 5000, lieuMax: 255 } as const;

export const AgMessages = {
  nombreInvalide: "Merci d'indiquer un nombre valide de participants.",
  incoherent: "Le nombre de participants n'est pas cohérent avec vos autres invitations à l'AG.",
  participeRequis: 'Merci d’indiquer si vous participez à l’assemblée générale.',
  close: "L'inscription est close",
  datesInvalides: "Les dates d'inscription à l'assemblée générale ne sont pas valides.",
  transmise: 'Votre inscription a bien été transmise',
  introuvable: 'Invitation introuvable.',
  pasDePouvoir: "Aucun pouvoir n'est à remettre pour ce dossier : il participe ou n'a pas de voix.",
  aucuneAg: "Aucune assemblée générale n'est programmée.",
  erreurChargementDates: "Une erreur est survenue lors du chargement de l'invitation.",
  erreurChargementInvitations: "Une erreur est survenue lors du chargement des invitations à l'AG.",
  erreurChargementResolutions: 'Une erreur est survenue lors du chargement des résolutions.',
  erreurInscription: "Une erreur est survenue lors de l'inscription à l'AG.",
  aucuneInvitation: "Vous n'avez aucune invitation à l'assemblée générale cette année.",
  /** The same, read by staff on the client's dossier. */
  aucuneInvitationDossier: "Le dossier n'a aucune invitation à l'assemblée générale cette année.",
  aucuneResolution: "Aucune résolution n'est publiée pour cette assemblée.",
  aucuneAgAnnee: (millesime: number) => `Aucune assemblée générale n'est enregistrée pour ${millesime}.`,
  contenuIntrouvable: 'Contenu introuvable.',
  anneeExistante: 'Une assemblée existe déjà pour cette année.',
  anneeUtilisee: 'Cette assemblée a des invitations : elle ne peut pas être supprimée.',
  millesimeInvalide: 'Année invalide.',
  dateInvalide: 'Date invalide.',
  champRequis: 'Ce champ est obligatoire.',
  tropLong: 'Ce champ est trop long.',
  tropDeResolutions: `Une assemblée compte au plus ${AG_LIMITES.resolutionsMax} résolutions.`,
} as const;
const M = AgMessages;

export const AgMillesimeSchema = z.coerce
  .number({ error: M.millesimeInvalide })
  .int(M.millesimeInvalide)
  .min(2000, M.millesimeInvalide)
  .max(2100, M.millesimeInvalide)
  .describe('Année de l’assemblée générale');
export const AgMillesimeParamSchema = z.object({ millesime: AgMillesimeSchema });

/** Registration state of the year: open, closed (before opening or after closing) or invalid (dates missing or reversed). */
export const AG_ETATS = ['ouverte', 'close', 'invalide'] as const;
export type AgEtat = (typeof AG_ETATS)[number];

export const AgDatesSchema = z.object({
  millesime: z.number().nullable(),
  /** ISO date-times. */
  dateOuverture: z.string().nullable(),
  dateFermeture: z.string().nullable(),
  dateAg: z.string().nullable(),
  lieu: z.string().nullable(),
  etat: z.enum(AG_ETATS),
});
export type AgDates = z.infer<typeof AgDatesSchema>;

/** An invitation of one dossier to the year's assembly (spec 02 §3 'Assembly invitation'); the address is never returned. */
export const AgInvitationSchema = z.object({
  id: z.string().uuid(),
  codeDossier: z.string(),
  raisonSociale: z.string(),
  millesime: z.number(),
  /** Voting weight; possibly zero. */
  poids: z.number(),
  nbPersonne: z.number().nullable(),
  participe: z.boolean().nullable(),
  pouvoirPresident: z.boolean(),
  /** guid of the person who answered last. */
  userModification: z.string().nullable(),
  libelleUserModification: z.string().nullable(),
  idAgDossierPouvoir: z.string().nullable(),
  dateReponse: z.string().nullable(),
  dateModification: z.string().nullable(),
});
export type AgInvitation = z.infer<typeof AgInvitationSchema>;
export const AgInvitationListSchema = z.array(AgInvitationSchema);

export const NbPersonneSchema = z
  .number({ error: M.nombreInvalide })
  .int(M.nombreInvalide)
  .min(0, M.nombreInvalide)
  .max(AG_LIMITES.nbPersonneMax, M.nombreInvalide)
  .describe('Nombre de participants (non demandé aux collaborateurs) ; vide vaut zéro');

/** POST /api/ag/invitations/register: the answer to one invitation. */
export const AgInscriptionSchema = z.strictObject({
  id: z.string({ error: M.introuvable }).uuid(M.introuvable),
  codeDossier: CodeDossierSchema,
  participe: z.boolean({ error: M.participeRequis }),
  nbPersonne: NbPersonneSchema.nullish(),
});
export type AgInscription = z.infer<typeof AgInscriptionSchema>;

export const PouvoirQuerySchema = z.object({ codeDossier: CodeDossierSchema });

export const ResolutionSchema = z.strictObject({
  titre: text({ error: M.champRequis }).trim().min(1, M.champRequis).max(AG_LIMITES.titreMax, M.tropLong),
  texte: multilineText({ error: M.champRequis }).trim().min(1, M.champRequis).max(AG_LIMITES.texteMax, M.tropLong),
});
export type Resolution = z.infer<typeof ResolutionSchema>;

export const AgResolutionsSchema = z.object({ millesime: z.number(), resolutions: z.array(ResolutionSchema) });
export type AgResolutions = z.infer<typeof AgResolutionsSchema>;
export const AgMillesimeListSchema = z.array(z.number().int()).describe('Années dont l’assemblée est passée ou en cours, la plus récente d’abord');

const dateTime = () => z.iso.datetime({ offset: true, error: M.dateInvalide });

/** A year as staff edit it in Contenus. */
export const AgAnneeSchema = z.object({
  millesime: z.number(),
  dateOuverture: z.string(),
  dateFermeture: z.string(),
  dateAg: z.string(),
  lieu: z.string(),
  president: z.string().nullable(),
  resolutions: z.array(ResolutionSchema),
});
export type AgAnnee = z.infer<typeof AgAnneeSchema>;
export const AgAnneeListSchema = z.array(AgAnneeSchema);

export const AgAnneeSaisieSchema = z.strictObject({
  millesime: AgMillesimeSchema,
  dateOuverture: dateTime(),
  dateFermeture: dateTime(),
  dateAg: dateTime(),
  lieu: text({ error: M.champRequis }).trim().min(1, M.champRequis).max(AG_LIMITES.lieuMax, M.tropLong),
  president: text().trim().max(AG_LIMITES.titreMax, M.tropLong).nullish(),
  resolutions: z.array(ResolutionSchema, { error: M.champRequis }).max(AG_LIMITES.resolutionsMax, M.tropDeResolutions),
});
export type AgAnneeSaisie = z.infer<typeof AgAnneeSaisieSchema>;
export const AgAnneeIdParamSchema = z.object({ id: idParam(M.contenuIntrouvable) });
