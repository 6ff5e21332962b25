import { z } from 'zod';
import { idParam, int32, multilineText, queryInt, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { EvenementsMessages as M } from './evenements.messages';

export const EVENTS_MAX_LIMIT = 300;

/** French phone: optional +33 or a leading 0, then 9 digits (spaces, dots and dashes ignored). */
export const TEL_FR = /^(?:\+33|0)[1-9]\d{8}$/;
export const normaliseTel = (tel: string) => tel.replace(/[\s.-]/g, '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EventStatutSchema = z.enum(['annule', 'complet', 'ouvert']).describe('ANNULÉ, COMPLET ou ouvert');
export type EventStatut = z.infer<typeof EventStatutSchema>;

export const EventSchema = z.object({
  id: z.number().int(),
  guid: z.string().uuid().describe('Identifiant auprès du service de webinaire'),
  title: z.string(),
  date: z.string().describe('Date de début ISO 8601'),
  dateDebut: z.string(),
  dateFin: z.string(),
  dates: z.string().describe('Libellé des dates en français'),
  location: z.string().nullable().describe('Lieu ; sans la ville pour les locaux du cabinet'),
  address: z.object({ adresse: z.string().nullable(), cp: z.string().nullable(), ville: z.string().nullable() }),
  url: z.string().nullable(),
  type: z.enum(['formation', 'autre']),
  registrationRequired: z.boolean(),
  estAnnule: z.boolean(),
  nbMaxInscription: z.number().int().describe('0 = illimité'),
  nbInscrits: z.number().int(),
  placesRestantes: z.number().int().nullable().describe('null quand illimité'),
  statut: EventStatutSchema,
  idcampagne: z.number().int().nullable(),
  nbevent: z.number().int().describe('Nombre d’événements de la campagne'),
  hasIcon: z.boolean(),
  hasImage: z.boolean(),
  registred: z.boolean().describe('Le dossier a au moins un participant inscrit'),
});
export type Evenement = z.infer<typeof EventSchema>;
export const EventListSchema = z.array(EventSchema);

export const EventListQuerySchema = z.object({
  codeDossier: CodeDossierSchema,
  limit: queryInt().min(1).max(EVENTS_MAX_LIMIT).default(EVENTS_MAX_LIMIT),
});
export const EventIdParamSchema = z.object({ id: idParam() });
export const DossierEventParamSchema = z.object({ dossier: CodeDossierSchema, id: idParam() });
export const CodeDossierEventParamSchema = z.object({ codeDossier: CodeDossierSchema, id: idParam() });
export const LinkedParamSchema = z.object({ idCampagne: idParam(), dossier: CodeDossierSchema });
export const LivestormParamSchema = z.object({ guidEvent: z.string().uuid('Identifiant invalide'), mail: z.string().regex(EMAIL, M.emailInvalide) });
export const LivestormSchema = z.object({ url: z.string().url() });

export const SubscriptionSchema = z.object({
  id: z.string().uuid(),
  idEvent: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  participe: z.boolean().nullable().describe('null : sans réponse'),
  deleted: z.boolean(),
  guidPersonne: z.string().uuid().nullable(),
  estDossierMembre: z.boolean(),
  idCampagne: z.number().int().nullable(),
  commentaire: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionListSchema = z.array(SubscriptionSchema);

/** One participant as the form sends it: a new one (no id) or an existing one to delete. */
export const SubscriptionInputSchema = z.object({
  id: z.string().uuid().optional(),
  nom: text().trim().min(1, M.nomObligatoire).max(100),
  prenom: text().trim().min(1, M.prenomObligatoire).max(100),
  email: text().trim().min(1, M.mailManquant).max(254).regex(EMAIL, M.emailInvalide),
  tel: text()
    .trim()
    .transform(normaliseTel)
    .refine((t) => t === '' || TEL_FR.test(t), M.telInvalide)
    .nullish(),
  participe: z.boolean().nullable().default(true),
  deleted: z.boolean().default(false),
  guidPersonne: z.string().uuid().nullish(),
  estDossierMembre: z.boolean().default(false),
  idCampagne: int32().nullish(),
  commentaire: multilineText().trim().max(2000).nullish(),
});
export type SubscriptionInput = z.input<typeof SubscriptionInputSchema>;
export const SubscribeSchema = z.array(SubscriptionInputSchema).min(1, M.auMoinsUn).max(50);
export const SubscribeResultSchema = z.object({ nbInscrits: z.number().int(), placesRestantes: z.number().int().nullable() });
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

export const EventInvitationSchema = z.object({
  event: EventSchema,
  reponse: z.enum(['inscrit', 'decline', 'aucune']).describe('Réponse du dossier'),
});
export type EventInvitation = z.infer<typeof EventInvitationSchema>;
