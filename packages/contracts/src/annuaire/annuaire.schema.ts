import { z } from 'zod';
import { multilineText, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** Service directory with callback requests (spec 02 §2, §3, §4, §7, §8, §9). */
export const ANNUAIRE_LIMITES = {
  titreMax: 255,
  slugMax: 120,
  descriptionMax: 2000,
  texteMax: 20_000,
  htmlMax: 50_000,
  etiquetteMax: 60,
  etiquettesMax: 20,
  ressourcesMax: 20,
  servicesMax: 500,
  demandesMax: 200,
  codeAgentMax: 50,
} as const;
const L = ANNUAIRE_LIMITES;

export const AnnuaireMessages = {
  erreurChargement: 'Une erreur est survenue lors du chargement des services.',
  erreurContacts: 'Une erreur est survenue lors du chargement des contacts.',
  erreurRappel: 'Une erreur est survenue lors de la demande de rappel.',
  erreurDemandes: 'Une erreur est survenue lors du chargement des demandes de rappel.',
  erreurEtat: "Une erreur est survenue lors de la mise à jour de l'état de la demande.",
  rappelEnvoye: 'Votre demande a bien été transmise : votre interlocuteur vous rappellera sous 48h.',
  etatModifie: 'État de la demande mis à jour.',
  serviceIntrouvable: 'Service introuvable.',
  contenuIntrouvable: 'Contenu introuvable.',
  demandeIntrouvable: 'Demande de rappel introuvable.',
  ressourceIntrouvable: 'Document introuvable.',
  conseillerRequis: 'Merci de choisir l’interlocuteur qui doit vous rappeler.',
  conseillerInconnu: 'Cet interlocuteur ne suit pas ce dossier : choisissez l’un de vos conseillers.',
  dejaDemande: 'Une demande de rappel est déjà en cours pour ce service auprès de cet interlocuteur.',
  vide: 'Aucun service n’est proposé pour l’instant.',
  aucunResultat: 'Aucun service ne correspond à votre recherche.',
  aucuneDemande: 'Vous n’avez demandé aucun rappel pour l’instant.',
  aucuneDemandeDossier: 'Aucun rappel n’a été demandé pour ce dossier pour l’instant.',
  aucunContact: 'Il n’y a aucun interlocuteur pour l’instant',
  videoNonConfiguree: 'La vidéo ne peut pas être affichée : aucun hébergeur vidéo n’est configuré.',
  videoIndisponible: 'La vidéo ne peut pas être chargée pour le moment.',
  champRequis: 'Ce champ est obligatoire.',
  tropLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  slugInvalide: 'Le slug ne doit contenir que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugPris: 'Ce slug est déjà utilisé par un autre service.',
  etiquettesInvalides: `Une liste d’au plus ${L.etiquettesMax} libellés (chacun de 1 à ${L.etiquetteMax} caractères) est attendue.`,
  ressourcesInvalides: 'Les ressources doivent être une liste de vidéos { type: "video", idVideo } ou de PDF { type: "pdf", lien, nom }.',
  lienInvalide: 'Le lien doit être une adresse https:// ou un chemin du portail commençant par /.',
  idVideoInvalide: 'L’identifiant de la vidéo ne doit contenir que des lettres, des chiffres, des tirets et des soulignés.',
  dateInvalide: 'La date doit être au format AAAA-MM-JJ.',
  etatInvalide: 'L’état doit être non contacté, en cours ou contacté.',
  dossierDifferent: 'Le code dossier du formulaire ne correspond pas au dossier demandé.',
} as const;
const M = AnnuaireMessages;

export const ETATS_RAPPEL = ['non_contacte', 'en_cours', 'contacte'] as const;
export type EtatRappel = (typeof ETATS_RAPPEL)[number];
export const ETAT_RAPPEL_LIBELLES: Record<EtatRappel, string> = { non_contacte: 'Non contacté', en_cours: 'En cours', contacte: 'Contacté' };

const requis = (max: number) =>
  text({ error: M.champRequis })
    .max(max, M.tropLong(max))
    .refine((v) => v.trim() !== '', M.champRequis);
const requisMultiligne = (max: number) =>
  multilineText({ error: M.champRequis })
    .max(max, M.tropLong(max))
    .refine((v) => v.trim() !== '', M.champRequis);

const etiquettes = z
  .array(text().trim().min(1).max(L.etiquetteMax), { error: M.etiquettesInvalides })
  .max(L.etiquettesMax, M.etiquettesInvalides)
  .refine((list) => list.length === 0 || list.every((v) => v.length > 0), M.etiquettesInvalides);

/** A PDF either in the portal (a path starting with /) or at an https address. */
const lien = text({ error: M.lienInvalide })
  .max(2000, M.lienInvalide)
  .refine((v) => /^https:\/\/[^\s/]+/.test(v) || /^\/(?!\/)[^\s]*$/.test(v), M.lienInvalide);

export const RessourceSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('video'),
      idVideo: text({ error: M.idVideoInvalide }).regex(/^[A-Za-z0-9_-]{1,64}$/, M.idVideoInvalide),
      titre: text().max(L.titreMax, M.tropLong(L.titreMax)).optional(),
    }),
    z.strictObject({ type: z.literal('pdf'), lien, nom: requis(L.titreMax) }),
  ],
  { error: M.ressourcesInvalides },
);
export type Ressource = z.infer<typeof RessourceSchema>;
export const RessourcesSchema = z.array(RessourceSchema, { error: M.ressourcesInvalides }).max(L.ressourcesMax, M.ressourcesInvalides);

/** A resource as shown: a video carries the embed address built from the configured host (null: not configured). */
export const RessourceAfficheeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('video'), idVideo: z.string(), titre: z.string().optional(), url: z.string().nullable() }),
  z.object({ type: z.literal('pdf'), lien: z.string(), nom: z.string() }),
]);
export type RessourceAffichee = z.infer<typeof RessourceAfficheeSchema>;

/** A service as listed (cards). */
export const ServiceResumeSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  titre: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  /** YYYY-MM-DD. */
  dateCreation: z.string(),
  /** Recommended by the firm. */
  isStarred: z.boolean(),
});
export type ServiceResume = z.infer<typeof ServiceResumeSchema>;
export const ServiceResumeListSchema = z.array(ServiceResumeSchema);

/** A service with its detail; expertise is sanitised HTML (the web sanitises again). */
export const ServiceAnnuaireSchema = ServiceResumeSchema.extend({
  presentation: z.string(),
  accompagnement: z.string(),
  expertise: z.string(),
  ressources: z.array(RessourceAfficheeSchema),
});
export type ServiceAnnuaire = z.infer<typeof ServiceAnnuaireSchema>;

/** The staff's row in Contenus: the stored resources as written. */
export const ServiceContenuSchema = ServiceResumeSchema.extend({
  presentation: z.string(),
  accompagnement: z.string(),
  expertise: z.string(),
  ressources: z.array(RessourceSchema),
});
export type ServiceContenu = z.infer<typeof ServiceContenuSchema>;
export const ServiceContenuListSchema = z.array(ServiceContenuSchema);

/** Staff create/update of a service (Contenus). */
export const ServiceSaisieSchema = z.strictObject({
  slug: text({ error: M.slugInvalide })
    .max(L.slugMax, M.tropLong(L.slugMax))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugInvalide),
  titre: requis(L.titreMax),
  description: requisMultiligne(L.descriptionMax),
  categories: etiquettes.default([]),
  tags: etiquettes.default([]),
  dateCreation: z
    .string({ error: M.dateInvalide })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalide)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.dateInvalide)
    .optional(),
  isStarred: z.boolean({ error: 'Un booléen est attendu.' }).default(false),
  presentation: multilineText().max(L.texteMax, M.tropLong(L.texteMax)).default(''),
  accompagnement: multilineText().max(L.texteMax, M.tropLong(L.texteMax)).default(''),
  expertise: multilineText().max(L.htmlMax, M.tropLong(L.htmlMax)).default(''),
  ressources: RessourcesSchema.default([]),
});
export type ServiceSaisie = z.output<typeof ServiceSaisieSchema>;

/** GET /api/annuaire-services?codeDossier= (the selected dossier: the guard checks canShowAnnuaireServices on it). */
export const AnnuaireQuerySchema = z.object({ codeDossier: CodeDossierSchema });
/** A service by id (uuid) or by slug. */
export const ServiceRefParamSchema = z.object({
  id: z
    .string()
    .max(L.slugMax, M.serviceIntrouvable)
    .regex(/^[a-z0-9-]+$/i, M.serviceIntrouvable),
});
/** A PDF guide of the directory kept in the portal's blob store (`annuaire/<fichier>`). */
export const RessourceFichierParamSchema = z.object({
  fichier: z
    .string()
    .max(120, M.ressourceIntrouvable)
    .regex(/^[a-z0-9][a-z0-9-]*\.pdf$/, M.ressourceIntrouvable),
});
export const ContenuIdParamSchema = z.object({ id: z.string().uuid(M.contenuIntrouvable) });

/** POST /api/annuaire-services/{id}/rappel {codeAgent, codeDossier}. */
export const DemandeRappelSaisieSchema = z.strictObject({
  codeDossier: CodeDossierSchema,
  codeAgent: text({ error: M.conseillerRequis })
    .max(L.codeAgentMax, M.conseillerInconnu)
    .refine((v) => v.trim() !== '', M.conseillerRequis),
});
export type DemandeRappelSaisie = z.infer<typeof DemandeRappelSaisieSchema>;

export const DemandeRappelSchema = z.object({
  id: z.string().uuid(),
  idService: z.string().uuid(),
  titreService: z.string(),
  slugService: z.string(),
  codeDossier: z.string(),
  codeAgent: z.string(),
  /** The adviser's name ('Julie Bernard'), or the agent code when he left. */
  conseiller: z.string(),
  demandeur: z.string(),
  etat: z.enum(ETATS_RAPPEL),
  /** ISO date-times. */
  dateDemande: z.string(),
  dateEtat: z.string(),
  /** Who last changed the state (staff), null while never changed. */
  agentEtat: z.string().nullable(),
});
export type DemandeRappel = z.infer<typeof DemandeRappelSchema>;
export const DemandeRappelListSchema = z.array(DemandeRappelSchema);

export const RappelIdParamSchema = z.object({ codeDossier: CodeDossierSchema, id: z.string().uuid(M.demandeIntrouvable) });
export const EtatRappelSaisieSchema = z.strictObject({ etat: z.enum(ETATS_RAPPEL, { error: M.etatInvalide }) });
