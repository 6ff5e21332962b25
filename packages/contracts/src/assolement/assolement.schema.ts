import { z } from 'zod';
import { int32, parseDecimal, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** Crop-line limits (spec 02 §5 Crop line, §9 Crop rotation); the api enforces the same. */
export const ASSOLEMENT_LIMITES = {
  surfaceMin: 1,
  surfaceMax: 999_999,
  rendementMin: -1000,
  /** No maximum in the spec besides the crop's rendementMax (a warning); a bound keeps numeric(8,2) safe. */
  rendementMax: 999_999,
  pas: 0.1,
  libellePersoMax: 255,
  /** The year selector: current year -3 to +1. */
  anneesAvant: 3,
  anneesApres: 1,
  /** Lines per year: one per crop type, the catalogue is small. */
  lignesParAnnee: 200,
  correspondancesMax: 2000,
  csvMax: 500_000,
} as const;

/** The spec's messages (§5 Crop line, §8 Crop rotation, §8 load failures) and the server's own. */
export const AssolementMessages = {
  culture: 'Vous devez sélectionner une culture',
  surface: 'Vous devez renseigner une surface',
  rendementIncorrect: "Le rendement renseigné n'est pas correct",
  parametreManquant: 'Paramètre manquant',
  surfaceHorsLimites: 'La surface doit être comprise entre 1 et 999 999 ha, par pas de 0,1.',
  rendementHorsLimites: 'Le rendement doit être supérieur ou égal à -1 000 t/ha, par pas de 0,1.',
  libellePersoTropLong: 'Le libellé ne doit pas dépasser 255 caractères.',
  libellePersoInterdit: 'Cette culture ne permet pas de libellé personnalisé.',
  millesimeHorsLimites: 'Le millésime doit être compris entre l’année en cours -3 et l’année en cours +1.',
  cultureInconnue: 'Culture inconnue.',
  cultureDejaPresente: 'Cette culture est déjà présente dans l’assolement de ce millésime.',
  tropDeLignes: 'Un assolement ne peut pas compter plus de 200 cultures par millésime.',
  ligneIntrouvable: "Impossible de récupérer l'identifiant de l'assolement culture",
  chargementCultures: 'Une erreur est survenue lors du chargement des cultures',
  chargementAssolements: 'Une erreur est survenue lors du chargement des assolements pour ce millésime.',
  chargementDossier: 'La chargement du dossier a échoué',
  suppressionLigne: 'Une erreur est survenu lors de la suppression de la culture.',
  suppression: 'Un problème est survenue pendant la suppression',
  suppressionTout: 'Erreur lors la suppresion des assolelements.',
  importNmoins1: "Erreur lors l'import des données de l'année précédente.",
  ajout: "Un problème est survenue pendant l'ajout de la culture",
  modification: 'Un problème est survenue pendant la mise à jour de la culture',
  correspondanceLigne: (ligne: number, raison: string) => `Ligne ${ligne} : ${raison}`,
  correspondanceVide: 'Aucune correspondance à enregistrer.',
  correspondanceEntete: 'L’en-tête attendu commence par CODE_CULTURE;LIBELLE_CULTURE.',
} as const;

/** 'L'assolement de {year} a été validé par {entity name}' (spec 02 §4; the name comes from the theme). */
export const assolementValideMessage = (millesime: number, entityName: string) => `L'assolement de ${millesime} a été validé par ${entityName}`;

const M = AssolementMessages;
const L = ASSOLEMENT_LIMITES;

const isMultipleOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** The years the selector offers, oldest first (spec 02 §9). */
export function millesimesOfferts(today = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: L.anneesAvant + L.anneesApres + 1 }, (_, i) => year - L.anneesAvant + i);
}
export const isMillesimeOffert = (millesime: number, today = new Date()) => millesimesOfferts(today).includes(millesime);

export const MillesimeSchema = z.coerce
  .number({ error: M.millesimeHorsLimites })
  .int(M.millesimeHorsLimites)
  .refine((v) => isMillesimeOffert(v), M.millesimeHorsLimites)
  .describe('Millésime : année en cours -3 à +1');

export const CultureTypeSchema = z.object({
  idtCultureTypeTRAME: z.number().int(),
  intitule: z.string(),
  rendementMax: z.number().nullable().describe('Rendement maximal en t/ha (avertissement au-delà)'),
  estIntituleModifiable: z.boolean(),
});
export type CultureType = z.infer<typeof CultureTypeSchema>;
export const CultureTypeListSchema = z.array(CultureTypeSchema);

export const AssolementDossierSchema = z.object({
  codeDossier: z.string(),
  millesime: z.number().int(),
  communeInsee: z.string().nullable(),
  commune: z.null().describe('Commune de la carte (issue 11, partie carte) : pas encore renseignée'),
  estDefinitif: z.boolean(),
  valideLe: z.string().nullable(),
  validePar: z.string().nullable().describe('Nom de l’entité qui a validé (thème)'),
});
export type AssolementDossier = z.infer<typeof AssolementDossierSchema>;

export const AssolementCultureSchema = z.object({
  id: z.string().uuid(),
  culture: CultureTypeSchema,
  surface: z.number().describe('ha'),
  rendement: z.number().nullable().describe('t/ha'),
  libellePerso: z.string().nullable(),
  estDerobee: z.boolean(),
  assolement: z.object({ estAssolementDefinitif: z.boolean() }),
});
export type AssolementCulture = z.infer<typeof AssolementCultureSchema>;

export const AssolementSchema = z.object({
  dossier: AssolementDossierSchema,
  cultures: z.array(AssolementCultureSchema),
});
export type Assolement = z.infer<typeof AssolementSchema>;

export const AssolementParamSchema = z.object({ codeDossier: CodeDossierSchema, millesime: MillesimeSchema });
export const AssolementLigneParamSchema = AssolementParamSchema.extend({ id: z.string().uuid(M.ligneIntrouvable) });

const surface = z
  .number({ error: M.surface })
  .min(L.surfaceMin, M.surfaceHorsLimites)
  .max(L.surfaceMax, M.surfaceHorsLimites)
  .refine((v) => isMultipleOf(v, L.pas), M.surfaceHorsLimites)
  .describe('Surface en ha, 1 à 999 999 par pas de 0,1');
const rendement = z
  .number({ error: M.rendementHorsLimites })
  .min(L.rendementMin, M.rendementHorsLimites)
  .max(L.rendementMax, M.rendementHorsLimites)
  .refine((v) => isMultipleOf(v, L.pas), M.rendementHorsLimites)
  .nullable()
  .optional()
  .describe('Rendement en t/ha, -1 000 minimum par pas de 0,1 ; au-delà du rendementMax de la culture : accepté, avertissement à l’écran');

const ligneFields = {
  codeDossier: CodeDossierSchema,
  culture: int32({ error: M.culture }).positive(M.culture).describe('idtCultureTypeTRAME'),
  surface,
  rendement,
  libellePerso: text({ error: M.libellePersoTropLong }).trim().max(L.libellePersoMax, M.libellePersoTropLong).nullable().optional(),
  estDerobee: z.boolean().default(false),
};

/** POST /api/assolement: a new line. */
export const AssolementLigneInputSchema = z.object({ ...ligneFields, millesime: MillesimeSchema });
export type AssolementLigneInput = z.infer<typeof AssolementLigneInputSchema>;

/** PUT /api/assolement: the same with idAssolementCulture, no millesime (the line's). */
export const AssolementLigneUpdateSchema = z.object({ ...ligneFields, idAssolementCulture: z.string({ error: M.ligneIntrouvable }).uuid(M.ligneIntrouvable) });
export type AssolementLigneUpdate = z.infer<typeof AssolementLigneUpdateSchema>;

export const AffectedRowsSchema = z.object({ affectedRows: z.number().int() });

export const InsertNmoins1Schema = z.object({ codeDossier: CodeDossierSchema, millesime: MillesimeSchema });
export const InsertNmoins1ResultSchema = z.object({
  inserted: z.number().int().describe('Lignes de l’année précédente copiées'),
  ignored: z.number().int().describe('Lignes ignorées : culture déjà présente dans le millésime'),
  ignorees: z.array(z.string()).describe('Libellés des cultures ignorées, dans l’ordre de l’année précédente'),
  cultures: z.array(AssolementCultureSchema),
});
export type InsertNmoins1Result = z.infer<typeof InsertNmoins1ResultSchema>;

/** PUT /api/assolement/dossier (personnel) : valide ou rouvre un millésime. */
export const AssolementValidationSchema = z.object({ codeDossier: CodeDossierSchema, millesime: MillesimeSchema, estDefinitif: z.boolean() });

export const CorrespondanceSchema = z.object({
  codePac: text()
    .trim()
    .regex(/^[A-Z0-9]{3}$/, 'Le code PAC comporte 3 lettres ou chiffres en majuscules.'),
  libellePac: text().trim().min(1, 'Le libellé PAC est obligatoire.').max(255, 'Le libellé PAC ne doit pas dépasser 255 caractères.'),
  groupe: text().trim().max(255, 'Le groupe ne doit pas dépasser 255 caractères.').nullable().optional(),
  idCultureType: int32().positive().nullable().optional(),
});
export type Correspondance = z.infer<typeof CorrespondanceSchema>;

/** A JSON list, or `{ csv }` with the official `;`-separated list (CODE_CULTURE;LIBELLE_CULTURE;CODE_GROUPE_CULTURE;LIBELLE_GROUPE_CULTURE[;ID_CULTURE_TYPE]). */
export const CorrespondancesInputSchema = z.union([
  z.array(CorrespondanceSchema).min(1, M.correspondanceVide).max(L.correspondancesMax),
  z.object({ csv: z.string().min(1, M.correspondanceVide).max(L.csvMax) }),
]);
export const CorrespondancesResultSchema = z.object({ upserted: z.number().int() });

/**
 * Parses the official code list: header then one line per code. Returns the rows or the issues
 * with their line numbers (1 = header).
 */
export function parseCorrespondancesCsv(csv: string): { rows: Correspondance[]; issues: { path: string; message: string }[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(';').map((h) => h.trim().toUpperCase());
  if (header[0] !== 'CODE_CULTURE' || header[1] !== 'LIBELLE_CULTURE') {
    return { rows: [], issues: [{ path: 'csv', message: M.correspondanceLigne(1, M.correspondanceEntete) }] };
  }
  const col = (name: string) => header.indexOf(name);
  const groupe = col('LIBELLE_GROUPE_CULTURE');
  const idType = col('ID_CULTURE_TYPE');
  const rows: Correspondance[] = [];
  const issues: { path: string; message: string }[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const cells = line.split(';').map((c) => c.trim());
    const rawId = idType >= 0 ? cells[idType] : '';
    const parsed = CorrespondanceSchema.safeParse({
      codePac: cells[0],
      libellePac: cells[1],
      groupe: groupe >= 0 && cells[groupe] ? cells[groupe] : null,
      idCultureType: rawId ? Number(rawId) : null,
    });
    if (parsed.success) rows.push(parsed.data);
    else issues.push({ path: `csv.${i + 2}`, message: M.correspondanceLigne(i + 2, parsed.error.issues[0]!.message) });
  });
  if (!issues.length && !rows.length) issues.push({ path: 'csv', message: M.correspondanceVide });
  return { rows, issues };
}

/** The name a line shows: its custom label when the crop allows one and it is set. */
export const libelleLigne = (l: Pick<AssolementCulture, 'culture' | 'libellePerso'>) =>
  l.culture.estIntituleModifiable && l.libellePerso ? l.libellePerso : l.culture.intitule;

/** The crop-line form as typed (strings); one issue, the first in the spec's order (§5); the output is the body fields. */
export interface AssolementFormValues {
  culture: string;
  surface: string;
  rendement: string;
  libellePerso: string;
  estDerobee: boolean;
}

const blankText = (v: string | undefined | null) => v === undefined || v === null || v.trim() === '';

/** Null when the line can be sent; else the first failing rule (culture, then surface, then the limits). */
export function firstAssolementIssue(values: AssolementFormValues): { path: keyof AssolementFormValues; message: string } | null {
  if (blankText(values.culture)) return { path: 'culture', message: M.culture };
  if (blankText(values.surface)) return { path: 'surface', message: M.surface };
  const surfaceOk = surface.safeParse(parseDecimal(values.surface));
  if (!surfaceOk.success) return { path: 'surface', message: M.surfaceHorsLimites };
  if (!blankText(values.rendement) && !rendement.safeParse(parseDecimal(values.rendement)).success)
    return { path: 'rendement', message: M.rendementHorsLimites };
  if (values.libellePerso.length > L.libellePersoMax) return { path: 'libellePerso', message: M.libellePersoTropLong };
  return null;
}

export const AssolementFormSchema = z
  .object({ culture: z.string(), surface: z.string(), rendement: z.string(), libellePerso: z.string(), estDerobee: z.boolean() })
  .superRefine((values, ctx) => {
    const issue = firstAssolementIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform((v) => ({
    culture: Number(v.culture),
    surface: parseDecimal(v.surface),
    rendement: blankText(v.rendement) ? null : parseDecimal(v.rendement),
    libellePerso: blankText(v.libellePerso) ? null : v.libellePerso.trim(),
    estDerobee: v.estDerobee,
  }));
export type AssolementFormOutput = z.output<typeof AssolementFormSchema>;

/** A yield above the crop's rendementMax: warned on the screen, accepted by the api (a record year is possible). */
export const rendementAuDessusDuMax = (rendementValue: number | null | undefined, rendementMaxValue: number | null | undefined) =>
  typeof rendementValue === 'number' && typeof rendementMaxValue === 'number' && rendementValue > rendementMaxValue;
