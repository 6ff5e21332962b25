import { z } from 'zod';
import { int32, multilineText, text } from '../common/input';
import { NiveauSchema } from './duer.schema';

/** Action plan / PAPRIPACT (L4121-3-1 III): limits, statuses and the employee threshold. */
export const DUER_PLAN_ACTION_LIMITES = { coutMax: 128, moyensMax: 2042, indicateurMax: 2042, lignesMax: 5000 } as const;
const L = DUER_PLAN_ACTION_LIMITES;

/** From this number of employees the plan is a PAPRIPACT (cost, resources, indicator). */
export const SEUIL_PAPRIPACT = 50;

export const STATUTS_PLAN_ACTION = ['a_faire', 'en_cours', 'fait'] as const;
export type StatutPlanAction = (typeof STATUTS_PLAN_ACTION)[number];
export const STATUT_PLAN_ACTION_LIBELLES: Record<StatutPlanAction, string> = { a_faire: 'À faire', en_cours: 'En cours', fait: 'Fait' };

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

export const DuerPlanActionMessages = {
  titre: "Plan d'actions",
  titrePapripact: 'Programme annuel de prévention des risques professionnels et d’amélioration des conditions de travail (PAPRIPACT)',
  lienPlan: "Plan d'actions",
  lienPapripact: 'Programme de prévention (PAPRIPACT)',
  aucuneMesure: 'Aucune mesure à mettre en place',
  statutInvalide: 'Le statut doit être « À faire », « En cours » ou « Fait ».',
  coutTropLong: `Le coût estimé ne doit pas dépasser ${L.coutMax} caractères.`,
  moyensTropLong: `Les moyens ne doivent pas dépasser ${L.moyensMax} caractères.`,
  indicateurTropLong: `L’indicateur ne doit pas dépasser ${L.indicateurMax} caractères.`,
  risqueRequis: 'Le risque doit être indiqué.',
  risqueIntrouvable: "Ce risque n'a pas de mesure à mettre en place dans ce DUER.",
  risqueEnDouble: 'Un même risque ne peut figurer qu’une fois.',
  tropDeLignes: `Le plan ne peut dépasser ${L.lignesMax} lignes.`,
  droitPlan: "Vous n'avez pas le droit de modifier le plan d'actions de ce DUER.",
  enregistre: "Le plan d'actions a été enregistré.",
  chargement: erreur("du chargement du plan d'actions"),
  sauvegarde: erreur("de la sauvegarde du plan d'actions"),
  telechargement: erreur('du téléchargement'),
} as const;
const M = DuerPlanActionMessages;

export const StatutPlanActionSchema = z.enum(STATUTS_PLAN_ACTION, { error: M.statutInvalide });

/** One line: a DUER's active risk with a measure to put in place, and what the plan adds to it. */
export const LignePlanActionSchema = z.object({
  idRisque: z.number().int(),
  idCategorie: z.number().int(),
  uniteTravail: z.string(),
  idModule: z.number().int(),
  module: z.string(),
  operation: z.string(),
  risque: z.string(),
  /** '12' or '4,5'; '' when not rated. */
  score: z.string(),
  niveau: NiveauSchema,
  mesureAFaire: z.string(),
  mesureQui: z.string(),
  mesureDelai: z.string(),
  statut: StatutPlanActionSchema,
  cout: z.string(),
  moyens: z.string(),
  indicateur: z.string(),
  /** ISO date-time of the plan's last change of this line, null when never edited. */
  modifieLe: z.string().nullable(),
  modifiePar: z.string().nullable(),
});
export type LignePlanAction = z.infer<typeof LignePlanActionSchema>;

export const DuerPlanActionSchema = z.object({
  idDuer: z.number().int(),
  annee: z.number().int(),
  estFini: z.boolean(),
  /** 50+ employees: the plan is a PAPRIPACT and shows cost, resources and indicator. */
  papripact: z.boolean(),
  /** The first integer of the general information 'Nombre de salarié(s)', null when none. */
  nombreSalaries: z.number().int().nullable(),
  /** The caller may save the plan (the modify right, or a finished DUER). */
  peutModifier: z.boolean(),
  lignes: z.array(LignePlanActionSchema),
});
export type DuerPlanAction = z.infer<typeof DuerPlanActionSchema>;

/** The plan's save: status and PAPRIPACT columns of the lines named; the who and deadline stay on the module screen. */
export const PlanActionEnregistrementSchema = z.strictObject({
  lignes: z
    .array(
      z.strictObject({
        idRisque: int32({ error: M.risqueRequis }).positive(M.risqueRequis),
        statut: StatutPlanActionSchema,
        cout: text().max(L.coutMax, M.coutTropLong),
        moyens: multilineText().max(L.moyensMax, M.moyensTropLong),
        indicateur: multilineText().max(L.indicateurMax, M.indicateurTropLong),
      }),
    )
    .max(L.lignesMax, M.tropDeLignes)
    .refine((lignes) => new Set(lignes.map((l) => l.idRisque)).size === lignes.length, M.risqueEnDouble),
});
export type PlanActionEnregistrement = z.infer<typeof PlanActionEnregistrementSchema>;

/** The first integer written in a free-text number of employees ('12 salariés', 'environ 60', '1 200'), null when none. */
export function nombreSalariesOf(texte: string | null | undefined): number | null {
  const m = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+/.exec(texte ?? '');
  if (!m) return null;
  const n = Number(m[0].replace(/\D/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

export const estPapripact = (nombreSalaries: number | null): boolean => nombreSalaries !== null && nombreSalaries >= SEUIL_PAPRIPACT;
