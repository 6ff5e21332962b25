import { z } from 'zod';
import { idParam, int32 } from '../common/input';

const id = () => int32().positive();
/** Ids joined by ';' (spec 03 §7.2); -1 stands for the pages and -2 for the annexes in a work-unit selection. */
const liste = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,10}(;-?\d{1,10})*$/, message);

// ---------- Requests (spec 03 §2.10, §7.2: the spec's payloads) ----------

/** The whole DUER, temporary (watermarked) or definitive (sealed version, DUER finished). */
export const ImpressionDuerSchema = z.strictObject({ duerId: id(), temporaire: z.boolean() });
/** Selected modules (ids of duer_module), always temporary. */
export const ImpressionModulesSchema = z.strictObject({ idDuer: id(), modulesListe: liste("Aucun module n'a été sélectionné") });
/** Selected work units (ids of duer_categorie), with or without the pages and annexes; always temporary. */
export const ImpressionCategoriesSchema = z.strictObject({
  idDuer: id(),
  categoriesListe: liste("Aucune unité de travail n'a été sélectionnée"),
  imprimerPages: z.boolean(),
  imprimerAnnexes: z.boolean(),
});
export type ImpressionDuer = z.infer<typeof ImpressionDuerSchema>;
export type ImpressionModules = z.infer<typeof ImpressionModulesSchema>;
export type ImpressionCategories = z.infer<typeof ImpressionCategoriesSchema>;

// ---------- Job ----------

export const ETATS_IMPRESSION = ['en_attente', 'en_cours', 'termine', 'echec'] as const;
export type EtatImpression = (typeof ETATS_IMPRESSION)[number];
/** Real steps of the worker: queued, reading the DUER, building pages, merging, done. */
export const ETAPES_IMPRESSION = ['attente', 'lecture', 'pages', 'fusion', 'termine'] as const;
export type EtapeImpressionDuer = (typeof ETAPES_IMPRESSION)[number];
export const TYPES_IMPRESSION = ['duer', 'modules', 'categories'] as const;

export const ImpressionCreeeSchema = z.object({ idImpression: z.string().uuid() });
export type ImpressionCreee = z.infer<typeof ImpressionCreeeSchema>;

export const ImpressionStatutSchema = z.object({
  idImpression: z.string().uuid(),
  idDuer: z.number().int(),
  type: z.enum(TYPES_IMPRESSION),
  temporaire: z.boolean(),
  etat: z.enum(ETATS_IMPRESSION),
  etape: z.enum(ETAPES_IMPRESSION),
  /** 0..100, fed by the worker. */
  progression: z.number().int().min(0).max(100),
  creeLe: z.string().describe('ISO date-time'),
  termineLe: z.string().nullable(),
  /** Pages of the finished PDF. */
  pages: z.number().int().nullable(),
  /** 'Une erreur est survenue lors de la génération du document.' once failed for good. */
  message: z.string().nullable(),
  /** The sealed version a definitive print produced. */
  idVersion: z.number().int().nullable(),
  /** Who asked for it (display name). */
  demandePar: z.string(),
});
export type ImpressionStatut = z.infer<typeof ImpressionStatutSchema>;
export const ImpressionStatutListSchema = z.array(ImpressionStatutSchema);

/** The spec's response of a finished print: the PDF in base64. */
export const ImpressionResultatSchema = z.object({ contenu: z.string().describe('PDF, base64'), extension: z.literal('pdf'), nom: z.string() });
export type ImpressionResultat = z.infer<typeof ImpressionResultatSchema>;

export const ImpressionParamSchema = z.object({ idDuer: idParam(), idImpression: z.string().uuid('Identifiant d’impression invalide.') });
