import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { estBicValide, estIbanValide, normaliserBic, normaliserIban } from './iban';

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

export const AbonnementMessages = {
  titre: 'Ma facturation',
  chargement: erreur("du chargement de l'abonnement"),
  sauvegarde: erreur("de la sauvegarde de l'abonnement"),
  telechargement: erreur('du téléchargement du mandat'),
  enregistre: 'Vos paramètres de facturation ont été enregistrés.',
  mandatEnregistre: 'Votre mandat de prélèvement SEPA a été enregistré.',
  aucuneFacture: 'Aucune facture',
  aucuneCotisation: "Aucune cotisation n'est enregistrée pour cette année.",
  ibanInvalide: "L'IBAN est invalide",
  bicInvalide: 'Le BIC est invalide',
  titulaireRequis: 'Le nom du titulaire du compte est obligatoire.',
  adresseRequise: "L'adresse est obligatoire.",
  codePostalInvalide: 'Le code postal est invalide.',
  villeRequise: 'La ville est obligatoire.',
  emailPlateformeInvalide: "L'adresse de la plateforme de facturation est invalide",
  emailPlateformeRequis: "L'adresse de la plateforme de facturation est obligatoire pour la facturation électronique.",
  emailPlateformeVerrouille: "L'adresse de la plateforme de facturation est gérée par la plateforme et ne peut pas être modifiée.",
  receptionInvalide: 'Le mode de réception doit être papier ou e-mail.',
  modeReglementInvalide: 'Le mode de règlement est invalide.',
  mandatRequis: 'Un mandat de prélèvement SEPA est nécessaire pour le paiement par prélèvement.',
  dossierDifferent: 'Le dossier du corps ne correspond pas à celui de l’adresse.',
} as const;
const M = AbonnementMessages;

/**
 * Domains of the electronic-invoicing platforms (the public portal and the firm's approved platform, PDP): an
 * address on one of them is managed by the platform, so the field is disabled and the server refuses to change it
 * (spec 02 §5 Billing).
 */
export const DOMAINES_PLATEFORME_FACTURATION = ['chorus-pro.gouv.fr', 'pdp.cder.example'] as const;

export function estAdressePlateforme(email: string | null | undefined): boolean {
  const e = (email ?? '').trim().toLowerCase();
  return DOMAINES_PLATEFORME_FACTURATION.some((d) => e.endsWith(`@${d}`) || e.endsWith(`.${d}`));
}

export const MODES_REGLEMENT = ['PRELEVEMENT', 'VIREMENT', 'CHEQUE'] as const;
export type ModeReglement = (typeof MODES_REGLEMENT)[number];
export const MODE_REGLEMENT_LIBELLES: Record<ModeReglement, string> = { PRELEVEMENT: 'Prélèvement', VIREMENT: 'Virement', CHEQUE: 'Chèque' };

/** Invoice states of spec 02 §4: done (check icon) or pending (timer icon). */
export const ETATS_FACTURE = ['Facturée', 'Archivée', 'Emis', 'Réglée', 'A facturer', 'A prélever'] as const;
export type EtatFacture = (typeof ETATS_FACTURE)[number];
export const ETATS_FACTURE_FAITS: readonly EtatFacture[] = ['Facturée', 'Archivée', 'Emis', 'Réglée'];
export const etatFactureFait = (etat: EtatFacture): boolean => ETATS_FACTURE_FAITS.includes(etat);
/** Invoices issued and not yet paid: they make the outstanding balance. */
export const ETATS_FACTURE_DUS: readonly EtatFacture[] = ['Facturée', 'Emis', 'A prélever'];
/** Receivables older than this many days are shown apart. */
export const CREANCE_JOURS = 90;

const cents = () => z.number().int().describe('Montant en centimes d’euro');

export const ParametresDossierSchema = z.object({
  receptionCderInfo: z.enum(['0', '1']).describe("Réception des factures : '0' papier, '1' e-mail"),
  receptionFactureElectronique: z.boolean().describe('Facturation électronique par une plateforme'),
  emailPlateformeFacturation: z.string().describe('Adresse de la plateforme de facturation électronique, vide sinon'),
  modeReglement: z.enum(MODES_REGLEMENT),
  estPrelevementAuto: z.boolean().describe('Paiement par prélèvement automatique (mode PRELEVEMENT avec un mandat)'),
});
export type ParametresDossier = z.infer<typeof ParametresDossierSchema>;

export const CotisationMillesimeSchema = z.object({
  millesime: z.number().int(),
  cotisation: cents(),
  compta: cents(),
  conseil: cents(),
  juridique: cents(),
});
export type CotisationMillesime = z.infer<typeof CotisationMillesimeSchema>;

export const FactureAbonnementSchema = z.object({
  id: z.string().uuid(),
  libelle: z.string(),
  dateFacture: z.string().describe('AAAA-MM-JJ'),
  numeroFacture: z.string(),
  etat: z.enum(ETATS_FACTURE),
  montant: cents().describe('Montant HT en centimes'),
  lienConsultationGed: z.string().nullable().describe('Téléchargement du PDF par la route GED, null sans PDF'),
});
export type FactureAbonnement = z.infer<typeof FactureAbonnementSchema>;

export const MandatSepaSchema = z.object({
  reference: z.string().describe('Référence unique du mandat (RUM)'),
  titulaire: z.string(),
  ibanMasque: z.string(),
  bic: z.string(),
  dateSignature: z.string().describe('AAAA-MM-JJ'),
});
export type MandatSepa = z.infer<typeof MandatSepaSchema>;

export const AbonnementDossierSchema = z.object({
  codeDossier: CodeDossierSchema,
  parametresDossier: ParametresDossierSchema,
  cotisationMillesime: CotisationMillesimeSchema.nullable(),
  creanceEnCours: z.object({ total: cents(), plus90Jours: cents() }).describe('Factures émises non réglées, TTC, et la part de plus de 90 jours'),
  factures: z.array(FactureAbonnementSchema),
  mandat: MandatSepaSchema.nullable(),
});
export type AbonnementDossier = z.infer<typeof AbonnementDossierSchema>;

const emailPlateforme = text()
  .trim()
  .max(255, M.emailPlateformeInvalide)
  .refine((v) => v === '' || z.email().safeParse(v).success, M.emailPlateformeInvalide);

export const ParametresSaisieSchema = z
  .object({
    receptionCderInfo: z.enum(['0', '1'], { error: M.receptionInvalide }),
    receptionFactureElectronique: z.boolean(),
    emailPlateformeFacturation: emailPlateforme.default(''),
    modeReglement: z.enum(MODES_REGLEMENT, { error: M.modeReglementInvalide }),
  })
  .superRefine((p, ctx) => {
    if (p.receptionFactureElectronique && !p.emailPlateformeFacturation)
      ctx.addIssue({ code: 'custom', path: ['emailPlateformeFacturation'], message: M.emailPlateformeRequis });
  });
export type ParametresSaisie = z.input<typeof ParametresSaisieSchema>;

export const ParametresEnregistrementSchema = z.object({ codeDossier: CodeDossierSchema, parametres: ParametresSaisieSchema });
export type ParametresEnregistrement = z.input<typeof ParametresEnregistrementSchema>;

const requis = (message: string, max = 70) => text({ error: message }).trim().min(1, message).max(max, message);

export const MandatSaisieSchema = z.object({
  titulaire: requis(M.titulaireRequis),
  adresse: requis(M.adresseRequise, 140),
  codePostal: text({ error: M.codePostalInvalide })
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/, M.codePostalInvalide),
  ville: requis(M.villeRequise),
  iban: text({ error: M.ibanInvalide }).max(50, M.ibanInvalide).refine(estIbanValide, M.ibanInvalide).transform(normaliserIban),
  bic: text({ error: M.bicInvalide }).max(20, M.bicInvalide).refine(estBicValide, M.bicInvalide).transform(normaliserBic),
});
export type MandatSaisie = z.input<typeof MandatSaisieSchema>;
