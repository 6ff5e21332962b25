import { z } from 'zod';
import { CodeDossierSchema } from '../user/user.schema';

/** Said by the info dialog of every figure (spec 02 §9). */
export const CHIFFRES_INFO_EN_COURS =
  'Les chiffres de l’exercice en cours sont donnés à titre indicatif : seuls les comptes clôturés donnent une image fidèle de votre exploitation.';

export const ChiffresMessages = {
  hintFavoris: "Personnalisez vos favoris en sélectionnant un chiffre puis en cliquant sur l'étoile",
  aucunChiffre: "Il n'y a aucun chiffre pour l'instant",
  chargementListe: 'Une erreur est survenue lors du chargement de la liste des chiffres.',
  chargementChiffres: 'Une erreur est survenue lors du chargement des chiffres.',
  slugInvalide: 'Le chiffre demandé est inconnu.',
  anneeInvalide: 'L’année doit être comprise entre 2000 et 2100.',
  favoriAjout: 'Un ajout aux favoris porte favorite: true.',
  favoriRetrait: 'Un retrait des favoris porte favorite: false.',
} as const;

/** Dossier type of a fiscal year: agricultural (AGRI) or commercial (BIC, any other activity). */
export const TYPES_DOSSIER_CHIFFRES = ['AGRI', 'BIC'] as const;
export type TypeDossierChiffres = (typeof TYPES_DOSSIER_CHIFFRES)[number];

/** The fiscal-year value a figure charts. */
export const SOURCES_CHIFFRE = [
  'recettes',
  'depenses',
  'endettementAGRI',
  'endettementBIC',
  'investissementAGRI',
  'investissementBIC',
  'capaciteRemboursement',
] as const;
export type SourceChiffre = (typeof SOURCES_CHIFFRE)[number];

export const DISPLAYS_CHIFFRE = ['line', 'bar'] as const;

export const SlugChiffreSchema = z
  .string()
  .min(1, ChiffresMessages.slugInvalide)
  .max(60, ChiffresMessages.slugInvalide)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, ChiffresMessages.slugInvalide)
  .describe('Identifiant du chiffre (kebab-case)');

/** A figure of the catalogue as the list shows it (spec 02 §3 Stat). */
export const StatSchema = z.object({
  _id: z.string().uuid(),
  slug: SlugChiffreSchema,
  name: z.string(),
  favorite: z.boolean(),
  display: z.enum(DISPLAYS_CHIFFRE).describe('Type de graphique'),
  source: z.enum(SOURCES_CHIFFRE).describe('Valeur des exercices représentée'),
  explanation: z.string().describe('Texte de la fenêtre d’information'),
  timestamp: z.string().nullable().describe('Dernière mise à jour des exercices du dossier (ISO 8601), null sans exercice'),
});
export type Stat = z.infer<typeof StatSchema>;
export const StatListSchema = z.array(StatSchema);

export const StatsQuerySchema = z.object({
  codeDossier: CodeDossierSchema.optional().describe('Dossier sélectionné (un collaborateur peut l’envoyer dans x-code-dossier)'),
});

export const AddStatFavoriteSchema = z.object({
  slug: SlugChiffreSchema,
  favorite: z.literal(true, ChiffresMessages.favoriAjout).optional(),
});
export const RemoveStatFavoriteSchema = z.object({
  slug: SlugChiffreSchema,
  favorite: z.literal(false, ChiffresMessages.favoriRetrait).optional(),
});
export const StatFavoriteResultSchema = z.object({ slug: z.string(), favorite: z.boolean() });
export type StatFavoriteResult = z.infer<typeof StatFavoriteResultSchema>;

const monthly = z
  .array(z.number().nullable())
  .length(12)
  .describe('12 valeurs mensuelles, du premier mois de l’exercice au dernier ; null pour un mois pas encore saisi (exercice en cours)');
const nullableAmount = z.number().nullable();

/** A fiscal year of a dossier (spec 02 §3 Figures). */
export const ExerciceSchema = z.object({
  id: z.string().uuid(),
  dateDebut: z.string().describe('Premier jour (YYYY-MM-DD)'),
  dateFin: z.string().describe('Dernier jour (YYYY-MM-DD)'),
  clos: z.boolean(),
  typeDossier: z.enum(TYPES_DOSSIER_CHIFFRES),
  recettes: monthly,
  depenses: monthly,
  endettementAGRI: nullableAmount.describe('Endettement à l’hectare (€/ha)'),
  endettementBIC: nullableAmount.describe('Taux d’endettement (%)'),
  investissementAGRI: nullableAmount.describe('Investissement à l’hectare (€/ha)'),
  investissementBIC: nullableAmount.describe('Investissements (€)'),
  capaciteRemboursement: nullableAmount.describe('Capacité de remboursement (%)'),
  timestamp: z.string().describe('Dernière mise à jour (ISO 8601)'),
});
export type Exercice = z.infer<typeof ExerciceSchema>;
export const ExerciceListSchema = z.array(ExerciceSchema);

export const CivilYearParamSchema = z.object({
  year: z.coerce
    .number({ error: ChiffresMessages.anneeInvalide })
    .int(ChiffresMessages.anneeInvalide)
    .min(2000, ChiffresMessages.anneeInvalide)
    .max(2100, ChiffresMessages.anneeInvalide),
  codeDossier: CodeDossierSchema,
});

const monthlyOrNull = z.array(z.number().nullable()).length(12).describe('Janvier à décembre ; null pour un mois sans exercice connu');

/** Receipts and expenses of one civil year, from the monthly values of the fiscal years covering it. */
export const YearDataSchema = z.object({
  year: z.number().int(),
  recettes: monthlyOrNull,
  depenses: monthlyOrNull,
  recettesCumul: monthlyOrNull,
  depensesCumul: monthlyOrNull,
  timestamp: z.string().nullable().describe('Mise à jour la plus récente des exercices utilisés'),
});
export type YearData = z.infer<typeof YearDataSchema>;
