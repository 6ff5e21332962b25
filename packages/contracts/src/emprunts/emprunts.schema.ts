import { z } from 'zod';
import { parseDecimal, text } from '../common/input';
import { CodeDossierParamSchema } from '../user/user.schema';
import { MODES_REMBOURSEMENT, NOMBRE_ANNEES_ECHEANCIER, PERIODICITES } from './echeancier';

/** Loan form limits (spec 02 §5 Loan form); the api enforces the same. */
export const EMPRUNT_LIMITES = {
  libelleMax: 255,
  montantMax: 100_000_000,
  tauxMin: 0.01,
  tauxMax: 100,
  tauxPas: 0.001,
  // The form says 0 to 100, but 0 periods has no schedule: 0 is refused with message 6.
  periodesMin: 1,
  periodesMax: 100,
  anneeMin: 1950,
  anneeMax: 2100,
  /** Loans kept per dossier: the list stays bounded. */
  parDossierMax: 100,
} as const;

/** The form's checks in the spec's order (spec 02 §5), then the limits. */
export const EmpruntMessages = {
  libelle: 'Merci de renseigner un libellé.',
  montant: 'Merci de renseigner un montant.',
  taux: 'Merci de renseigner un taux.',
  periodicite: 'Merci de sélectionner une périodicité.',
  mode: 'Merci de sélectionner un mode de remboursement.',
  periodes: 'Merci de renseigner le nombre de périodes.',
  date: 'Merci de sélectionner une date de début.',
  libelleTropLong: `Le libellé ne doit pas dépasser ${EMPRUNT_LIMITES.libelleMax} caractères.`,
  montantHorsLimites: 'Le montant doit être supérieur à 0 € et ne pas dépasser 100 000 000 €, au centime près.',
  tauxHorsLimites: 'Le taux doit être compris entre 0,01 % et 100 %, par pas de 0,001.',
  periodesHorsLimites: 'Le nombre de périodes doit être un entier de 1 à 100.',
  dateHorsLimites: 'La date de début doit être une date valide entre 1950 et 2100.',
  introuvable: 'Emprunt introuvable.',
  tropDEmprunts: `Vous ne pouvez pas enregistrer plus de ${EMPRUNT_LIMITES.parDossierMax} emprunts sur ce dossier.`,
} as const;

const M = EmpruntMessages;
const L = EMPRUNT_LIMITES;

/** A multiple of step within floating-point noise (0.1 + 0.2 style). */
const isMultipleOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

export function isValidDateDebut(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= L.anneeMin && y <= L.anneeMax && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const PeriodiciteSchema = z.enum(PERIODICITES, { error: M.periodicite });
export const ModeRemboursementSchema = z.enum(MODES_REMBOURSEMENT, { error: M.mode });

/** A loan as the form sends it (AddEmprunt, EditEmprunt); the server computes the schedule. */
export const EmpruntInputSchema = z.object({
  libelle: text({ error: M.libelle }).trim().min(1, M.libelle).max(L.libelleMax, M.libelleTropLong).describe('Libellé de l’emprunt'),
  valeurEntree: z
    .number({ error: M.montant })
    .positive(M.montantHorsLimites)
    .max(L.montantMax, M.montantHorsLimites)
    .refine((v) => isMultipleOf(v, 0.01), M.montantHorsLimites)
    .describe('Capital emprunté, euros'),
  taux: z
    .number({ error: M.taux })
    .min(L.tauxMin, M.tauxHorsLimites)
    .max(L.tauxMax, M.tauxHorsLimites)
    .refine((v) => isMultipleOf(v, L.tauxPas), M.tauxHorsLimites)
    .describe('Taux annuel en %, de 0,01 à 100 par pas de 0,001'),
  periodicite: PeriodiciteSchema,
  modeRemboursement: ModeRemboursementSchema.describe('ANC : annuité constante ; AMC : amortissement constant'),
  nombrePeriodes: z
    .number({ error: M.periodes })
    .int(M.periodesHorsLimites)
    .min(L.periodesMin, M.periodes)
    .max(L.periodesMax, M.periodesHorsLimites)
    .describe('Nombre de périodes, 1 à 100'),
  exerciceDateDebut: z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === '' ? M.date : M.dateHorsLimites) })
    .refine(isValidDateDebut, M.dateHorsLimites)
    .describe('Date de début, AAAA-MM-JJ'),
});
export type EmpruntInput = z.infer<typeof EmpruntInputSchema>;

export const EcheanceAnnuelleSchema = z.object({
  annuite: z.number(),
  interets: z.number(),
  amortissement: z.number(),
});

export const EmpruntSchema = EmpruntInputSchema.extend({
  id: z.string().uuid(),
  codeDossier: z.string(),
  libelle: z.string(),
  exerciceDateDebut: z.string(),
  duree: z.number().describe('Durée en mois : périodes x mois par période'),
  dureeAnnee: z.number().describe('Durée en années'),
  echeance: z.number().describe('Échéance périodique (en AMC : la première, la plus forte)'),
  interetRetour: z.number().describe('Total des intérêts'),
  anneeDebut: z.number().int().describe('Année de la première colonne de l’échéancier (année en cours)'),
  echeances: z
    .array(EcheanceAnnuelleSchema)
    .length(NOMBRE_ANNEES_ECHEANCIER + 1)
    .describe('10 exercices de janvier à décembre depuis l’année en cours, puis le solde restant après la 10e année'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Emprunt = z.infer<typeof EmpruntSchema>;

export const EmpruntListSchema = z.array(EmpruntSchema).max(L.parDossierMax);

export const EmpruntIdParamSchema = CodeDossierParamSchema.extend({ id: z.string().uuid(M.introuvable) });

type FormValue = string | number | null | undefined;
export interface EmpruntFormValues {
  libelle?: FormValue;
  valeurEntree?: FormValue;
  taux?: FormValue;
  periodicite?: FormValue;
  modeRemboursement?: FormValue;
  nombrePeriodes?: FormValue;
  exerciceDateDebut?: FormValue;
}

const blank = (v: FormValue) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v));
const asNumber = (v: FormValue) => (typeof v === 'number' ? v : parseDecimal(String(v)));

/** The form's numbers from the inputs' strings ('3,5' accepted). */
export function toEmpruntInput(values: EmpruntFormValues): Record<keyof EmpruntInput, unknown> {
  return {
    libelle: typeof values.libelle === 'string' ? values.libelle.trim() : values.libelle,
    valeurEntree: blank(values.valeurEntree) ? undefined : asNumber(values.valeurEntree),
    taux: blank(values.taux) ? undefined : asNumber(values.taux),
    periodicite: blank(values.periodicite) ? undefined : values.periodicite,
    modeRemboursement: blank(values.modeRemboursement) ? undefined : values.modeRemboursement,
    nombrePeriodes: blank(values.nombrePeriodes) ? undefined : asNumber(values.nombrePeriodes),
    exerciceDateDebut: blank(values.exerciceDateDebut) ? undefined : values.exerciceDateDebut,
  };
}

/**
 * The first failing check, in the spec's order: the seven presence checks (0 periods counts as
 * missing), then the limits. Null when the loan can be sent.
 */
export function firstEmpruntIssue(values: EmpruntFormValues): { path: keyof EmpruntInput; message: string } | null {
  const input = toEmpruntInput(values);
  if (blank(values.libelle)) return { path: 'libelle', message: M.libelle };
  if (input.valeurEntree === undefined) return { path: 'valeurEntree', message: M.montant };
  if (input.taux === undefined) return { path: 'taux', message: M.taux };
  if (input.periodicite === undefined) return { path: 'periodicite', message: M.periodicite };
  if (input.modeRemboursement === undefined) return { path: 'modeRemboursement', message: M.mode };
  if (input.nombrePeriodes === undefined || input.nombrePeriodes === 0) return { path: 'nombrePeriodes', message: M.periodes };
  if (input.exerciceDateDebut === undefined) return { path: 'exerciceDateDebut', message: M.date };
  const parsed = EmpruntInputSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path[0] as keyof EmpruntInput, message: issue.message };
}

export const firstEmpruntError = (values: EmpruntFormValues): string | null => firstEmpruntIssue(values)?.message ?? null;

/** The loan form as typed (strings of the inputs): one issue, the first in the spec's order; the output is the body sent. */
export const EmpruntFormSchema = z
  .object({
    libelle: z.string(),
    valeurEntree: z.string(),
    taux: z.string(),
    periodicite: z.string(),
    modeRemboursement: z.string(),
    nombrePeriodes: z.string(),
    exerciceDateDebut: z.string(),
  })
  .superRefine((values, ctx) => {
    const issue = firstEmpruntIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform((values) => EmpruntInputSchema.parse(toEmpruntInput(values)));
export type EmpruntFormInput = z.input<typeof EmpruntFormSchema>;
