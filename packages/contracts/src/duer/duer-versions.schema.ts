import { z } from 'zod';
import { idParam } from '../common/input';

/** A sealed definitive print (L4121-3-1 V A, R4121-4): kept 40 years, never deleted nor replaced through the portal. */
export const DuerVersionSchema = z.object({
  id: z.number().int(),
  idDuer: z.number().int(),
  annee: z.number().int(),
  /** 1, 2, 3... per dossier, in print order. */
  numero: z.number().int(),
  imprimeLe: z.string().describe('ISO date-time'),
  imprimePar: z.string().describe('display name of who printed it'),
  parCollaborateur: z.boolean(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  taille: z.number().int(),
  pages: z.number().int(),
  pdfa: z.boolean().describe('the file is PDF/A-2b, the archiving format'),
  conserverJusquAu: z.string().describe('ISO date: print date + 40 years'),
});
export type DuerVersion = z.infer<typeof DuerVersionSchema>;
/** The sealed file's name, for its download and its `.sha256` file. */
export const nomFichierVersion = (v: Pick<DuerVersion, 'annee' | 'numero'>) => `DUER-${v.annee}-version-${v.numero}.pdf`;
/** Every version of the dossier (all years), newest first. */
export const DuerVersionListSchema = z.array(DuerVersionSchema);

export const DuerVersionParamSchema = z.object({ idDuer: idParam(), idVersion: idParam() });
export const DuerVersionComparaisonParamSchema = z.object({ idDuer: idParam(), idVersion: idParam(), idAutreVersion: idParam() });

/** Where a risk sits in the DUER. */
export const RisqueSitueSchema = z.object({
  uniteTravail: z.string(),
  module: z.string(),
  operation: z.string(),
  risque: z.string(),
});
export type RisqueSitue = z.infer<typeof RisqueSitueSchema>;

export const CotationSchema = z.object({
  score: z.number().nullable(),
  /** Faible, À surveiller, Important, Préoccupant or Non initialisé. */
  niveau: z.string(),
});

export const CHAMPS_MESURE = ['mesureExistante', 'mesureAFaire', 'mesureQui', 'mesureDelai'] as const;

/**
 * What changed from version `de` (older) to version `a` (newer). Risks are matched by work unit, module,
 * operation and risk names; only active risks count.
 */
export const DuerVersionComparaisonSchema = z.object({
  de: DuerVersionSchema,
  a: DuerVersionSchema,
  risquesAjoutes: z.array(RisqueSitueSchema.extend({ cotation: CotationSchema })),
  risquesRetires: z.array(RisqueSitueSchema.extend({ cotation: CotationSchema })),
  risquesRecotes: z.array(RisqueSitueSchema.extend({ avant: CotationSchema, apres: CotationSchema })),
  mesuresModifiees: z.array(RisqueSitueSchema.extend({ champ: z.enum(CHAMPS_MESURE), avant: z.string(), apres: z.string() })),
});
export type DuerVersionComparaison = z.infer<typeof DuerVersionComparaisonSchema>;
