import { z } from 'zod';
import { idParam, int32, multilineText, text } from '../common/input';
import { BASE_TYPE_AUDIT } from './duer.constants';
import { DuerDroitsSchema, DuerSchema } from './duer.schema';

/** Limits of the prior audit (spec 03 §5, §9). */
export const DUER_AUDIT_LIMITES = { nomMax: 256, remarqueMax: 2042, questionsMax: 2000 } as const;
const L = DUER_AUDIT_LIMITES;

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

/** Messages of the prior audit (spec 03 §5 validation, §8 error flashes). */
export const DuerAuditMessages = {
  titre: 'Audit préalable',
  categorieRequise: "Aucune catégorie n'a été sélectionnée",
  questionRequise: "Aucune question n'a été sélectionnée",
  nomCategorieRequis: 'Le nom de la catégorie doit être renseigné.',
  nomTropLong: `Le libellé ne doit pas dépasser ${L.nomMax} caractères.`,
  remarqueTropLongue: `La remarque ne doit pas dépasser ${L.remarqueMax} caractères.`,
  typeAudit: `L’audit préalable utilise le type de base ${BASE_TYPE_AUDIT}.`,
  questionIntrouvable: 'Cette question ne fait pas partie de l’audit de ce DUER.',
  categorieIntrouvable: 'Cette catégorie n’est pas disponible pour l’audit de ce DUER.',
  questionDejaPresente: 'Cette question figure déjà dans l’audit.',
  confirmationSuppression: 'Êtes-vous sur de vouloir supprimer cette question ?',
  aucuneQuestion: 'Aucune question dans cet audit.',
  /** A question neither answered Oui nor Non (screen and print). */
  sansReponse: 'Non renseigné',
  enregistre: 'L’audit a été enregistré.',
  chargement: erreur('du chargement de l’audit'),
  // §8 error flashes
  ordre: erreur("de la sauvegarde de l'ordre des questions"),
  suppression: erreur('de la suppression de la question'),
  sauvegarde: erreur("de la sauvegarde de l'audit"),
  ajoutQuestion: erreur("de l'ajout de la question"),
  ajoutCategorie: erreur("de l'ajout de la catégorie"),
  chargementCategories: erreur('de la récupération des catégories'),
} as const;
const M = DuerAuditMessages;

const nom = () => text().max(L.nomMax, M.nomTropLong);
const id = () => int32().positive();

/** One question of the DUER's audit, the spec's row shape (§3.7). */
export const DuerAuditQuestionSchema = z.object({
  q_id: z.number().int(),
  q_ordre: z.number().int(),
  q_reponse: z.boolean().nullable().describe('null: not answered yet'),
  q_nonApplicable: z.boolean(),
  q_remarque: z.string(),
  bq_nom: z.string(),
  bca_id: z.number().int(),
  bca_nom: z.string(),
});
export type DuerAuditQuestion = z.infer<typeof DuerAuditQuestionSchema>;

/** DuerQuestionsFetch: the DUER, the caller's rights, the audit's categories (in order, even empty) and questions. */
export const DuerAuditSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  categories: z.array(z.object({ id: z.number().int(), nom: z.string() })),
  questions: z.array(DuerAuditQuestionSchema),
});
export type DuerAudit = z.infer<typeof DuerAuditSchema>;

/** A category or question left to add. */
export const AuditRestantSchema = z.object({ id: z.number().int(), nom: z.string() });
export const AuditRestantListSchema = z.array(AuditRestantSchema);

/** SaveDuer: answers, remarks and order of the DUER's own questions, in one transaction. */
export const AuditEnregistrementSchema = z.object({
  questions: z
    .array(
      z.object({
        id: id(),
        ordre: int32().min(1),
        reponse: z.boolean().nullable().describe('null: not answered'),
        nonApplicable: z.boolean(),
        remarque: multilineText().max(L.remarqueMax, M.remarqueTropLongue),
      }),
    )
    .max(L.questionsMax),
});
export type AuditEnregistrement = z.infer<typeof AuditEnregistrementSchema>;

/** InsertDuerQuestion: a base question left (idQuestion) or a new one (idQuestion -1, nom; empty is stored as a space). */
export const AjoutAuditQuestionSchema = z.object({
  idBaseCategorie: int32({ error: M.categorieRequise }).positive(M.categorieRequise),
  idQuestion: int32({ error: M.questionRequise }).refine((v) => v === -1 || v > 0, M.questionRequise),
  nom: nom().optional(),
});
export type AjoutAuditQuestion = z.infer<typeof AjoutAuditQuestionSchema>;

/** InsertDuerCategorieAudit: a category of the dossier, with an optional first question. */
export const AjoutAuditCategorieSchema = z.object({
  nom: text({ error: M.nomCategorieRequis }).trim().min(1, M.nomCategorieRequis).max(L.nomMax, M.nomTropLong),
  idBaseType: z.literal(BASE_TYPE_AUDIT, { error: M.typeAudit }),
  nouvelleQuestion: nom().optional(),
});
export type AjoutAuditCategorie = z.infer<typeof AjoutAuditCategorieSchema>;

export const DuerAuditParamSchema = z.object({ idDuer: idParam(), idBaseType: idParam().refine((v) => v === BASE_TYPE_AUDIT, M.typeAudit) });
export const DuerAuditCategorieParamSchema = z.object({ idDuer: idParam(), idBaseCategorieAudit: idParam() });
export const DuerAuditQuestionParamSchema = z.object({ idDuer: idParam(), idQuestion: idParam() });
