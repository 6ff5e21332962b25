import { z } from 'zod';
import { text } from '../common/input';

export const RgpdMessages = {
  exportRequested: 'Votre export est en préparation. Vous recevrez un e-mail avec le lien de téléchargement, valable 7 jours.',
  exportTooSoon: 'Un export a déjà été demandé il y a moins de 24 heures : attendez son e-mail ou réessayez demain.',
  exportNotFound: 'Cet export est introuvable.',
  exportExpired: 'Cet export a expiré (7 jours) : demandez-en un nouveau.',
  exportNotReady: 'Cet export est encore en préparation.',
  erasureConfirmation: 'Saisissez SUPPRIMER pour confirmer la demande.',
  erasureRequested: 'Votre demande de clôture de compte est transmise au cabinet, qui y répond sous un mois. Vous recevrez un e-mail à chaque étape.',
  erasurePending: 'Une demande de clôture de compte est déjà en cours.',
  erasureNone: 'Aucune demande de clôture en cours.',
  erasureCancelled: 'Votre demande de clôture de compte est annulée.',
  requestNotFound: 'Cette demande est introuvable.',
  requestClosed: 'Cette demande a déjà été traitée.',
  erasureDone: 'Les données de la personne sont effacées, sauf ce que la loi oblige le cabinet à conserver.',
  erasureRefused: 'La demande est refusée ; la personne en est informée par e-mail avec le motif.',
  refusalReason: 'Indiquez le motif du refus (il est envoyé à la personne).',
} as const;

export const ExportStatutSchema = z.enum(['en-preparation', 'prete', 'echec', 'expiree']);
export const EffacementStatutSchema = z.enum(['demandee', 'refusee', 'effectuee', 'annulee']);

export const ExportDonneesSchema = z.object({
  id: z.string().uuid(),
  statut: ExportStatutSchema,
  demandeeLe: z.string(),
  expireLe: z.string().nullable(),
  taille: z.number().int().nullable().describe('Taille du ZIP en octets, une fois prêt'),
});
export type ExportDonnees = z.infer<typeof ExportDonneesSchema>;

export const DemandeEffacementSchema = z.object({
  id: z.string().uuid(),
  statut: EffacementStatutSchema,
  demandeeLe: z.string(),
  motif: z.string().nullable().describe('Ce que la personne a écrit en demandant'),
  motifRefus: z.string().nullable(),
  traiteeLe: z.string().nullable(),
});
export type DemandeEffacement = z.infer<typeof DemandeEffacementSchema>;

export const MesDonneesSchema = z.object({
  exports: z.array(ExportDonneesSchema),
  effacement: DemandeEffacementSchema.nullable().describe('La dernière demande de clôture, s’il y en a une'),
});
export type MesDonnees = z.infer<typeof MesDonneesSchema>;

export const ErasureRequestSchema = z.object({
  confirmation: text().refine((v) => v.trim().toUpperCase() === 'SUPPRIMER', RgpdMessages.erasureConfirmation),
  motif: text().trim().max(1000, '1 000 caractères au plus.').optional(),
});
export type ErasureRequestInput = z.input<typeof ErasureRequestSchema>;

export const RgpdMessageSchema = z.object({ message: z.string() });

export const ErasureOutcomeSchema = z.object({
  rule: z.string(),
  donnees: z.string(),
  action: z.enum(['supprime', 'anonymise', 'conserve']),
  count: z.number().int(),
});

export const DemandeEffacementStaffSchema = DemandeEffacementSchema.extend({
  guidPersonne: z.string().uuid(),
  nom: z.string().describe('Nom de la personne au moment de sa demande'),
  login: z.string().nullable(),
  traiteePar: z.string().nullable(),
  resultat: z.array(ErasureOutcomeSchema),
});
export type DemandeEffacementStaff = z.infer<typeof DemandeEffacementStaffSchema>;
export const DemandeEffacementStaffListSchema = z.array(DemandeEffacementStaffSchema);

export const DemandeIdParamSchema = z.object({ id: z.string().uuid(RgpdMessages.requestNotFound) });
export const RefusalSchema = z.object({ motif: text().trim().min(1, RgpdMessages.refusalReason).max(1000, '1 000 caractères au plus.') });

export const ErasureDoneSchema = z.object({ message: z.string(), resultat: z.array(ErasureOutcomeSchema) });

export const TraitementSchema = z.object({
  key: z.string(),
  donnees: z.string(),
  finalite: z.string(),
  baseLegale: z.string(),
  duree: z.string(),
  aLEffacement: z.enum(['supprime', 'anonymise', 'conserve']),
  personnes: z.string(),
  destinataires: z.string(),
  derniereExecution: z.object({ executeLe: z.string(), supprimes: z.number().int() }).nullable().describe('Dernier passage de la tâche de conservation'),
});
export const RegistreSchema = z.object({
  responsable: z.string(),
  genereLe: z.string(),
  traitements: z.array(TraitementSchema),
});
export type Registre = z.infer<typeof RegistreSchema>;
