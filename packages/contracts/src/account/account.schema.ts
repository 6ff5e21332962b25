import { z } from 'zod';
import { int32, text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { BreachConfirmedSchema, CHANGE_POLICY, passwordSchema } from './password.schema';
import { EmailSchema, LinkTokenSchema } from './registration.schema';

/** French messages of the account area (spec 02 §5 and §8 Account). */
export const AccountMessages = {
  telephone: 'Le numéro de téléphone doit contenir entre 6 et 10 chiffres',
  portable: 'Le numéro de téléphone portable doit contenir entre 6 et 10 chiffres',
  emailPrincipal: "L'email principal est invalide",
  emailFacturation: "L'email de facturation est invalide",
  paysInconnu: 'Le pays choisi pour l’indicatif est inconnu.',
  dossierSauvegarde: 'Dossier sauvegardé avec succès',
  erreur: 'Une erreur est survenue',
  preferencesEnregistrees: 'Préférences enregistrées',
  allRequired: 'Les champs doivent tous être remplis',
  mailsDiffer: 'Les adresses mail ne sont pas identiques',
  passwordsDiffer: 'Les mots de passe ne sont pas identiques',
  codeRequired: 'Le code de validation est obligatoire.',
  codeFormat: 'Le code de validation comporte 6 chiffres.',
  codeInvalid: 'Le code de validation est incorrect.',
  codeExpired: 'Le code de validation a expiré. Demandez un nouveau code.',
  codeMissing: 'Aucun code de validation en cours. Demandez un nouveau code.',
  codeTooManyAttempts: 'Trop de codes erronés : demandez un nouveau code.',
  smsUnavailable: 'L’envoi des SMS est momentanément indisponible : recevez le code par mail.',
  noMobile: 'Aucun numéro de portable n’est connu pour votre compte : recevez le code par mail.',
  smsRefused: 'Votre numéro de portable ne peut pas recevoir de SMS : vérifiez-le dans vos informations de compte, ou recevez le code par mail.',
  membersOnly: 'Réservé aux adhérents : les identifiants des collaborateurs sont gérés par le cabinet.',
  usernameMismatch: 'L’identifiant ne correspond pas au compte connecté.',
  sameMail: 'La nouvelle adresse est celle que vous utilisez déjà.',
  mailTaken: 'Cette adresse est déjà utilisée par un autre compte.',
  mailRequestSent: 'La demande de changement de mail a bien été envoyée...',
  mailChanged: 'Votre adresse e-mail a été modifiée : connectez-vous avec la nouvelle adresse.',
  mailLinkExpired: 'Ce lien de confirmation a expiré. Refaites la demande de changement de mail.',
  mailLinkUsed: 'Ce lien de confirmation a déjà été utilisé.',
  mailLinkInvalid: 'Ce lien de confirmation est invalide.',
  mailChangeFailed: "Il y a eu un problème lors de l'envoi de la demande de changement de mail. Si le problème persiste, contactez l'assistance.",
  passwordChanged: 'Le mot de passe a bien été changé',
  tooManyRequests: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  passwordChangeFailed: "Il y a eu un problème lors du changement du mot de passe. Si le problème persiste, contactez l'assistance.",
} as const;

/** Default country of the phone prefixes (spec 02 §5, §9). */
export const PAYS_PAR_DEFAUT = 74;
export const PHONE_DIGITS = /^\d{6,10}$/;

export const PaysSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Code ISO 3166-1 alpha-2'),
  libelle: z.string(),
  indicatif: z.string().describe('Indicatif téléphonique, ex. +33'),
});
export type Pays = z.infer<typeof PaysSchema>;
export const PaysListSchema = z.array(PaysSchema);

const optionalPhone = (message: string) =>
  text()
    .trim()
    .refine((v) => v === '' || PHONE_DIGITS.test(v), message)
    .nullable();

const optionalEmail = (max: number, message: string) =>
  text()
    .trim()
    .refine((v) => v === '' || (v.length <= max && z.email().safeParse(v).success), message)
    .nullable();

/** What a gérant may edit for one dossier; an empty string clears a field. */
export const CommunicationInputSchema = z.object({
  telephone: optionalPhone(AccountMessages.telephone),
  indicatifTelephone: int32().positive().nullable().describe('Id du pays de l’indicatif (74 = France par défaut)'),
  portable: optionalPhone(AccountMessages.portable),
  indicatifPortable: int32().positive().nullable(),
  emailPrincipal: optionalEmail(64, AccountMessages.emailPrincipal).describe('64 caractères au plus'),
  emailFacturation: optionalEmail(255, AccountMessages.emailFacturation).describe('255 caractères au plus'),
});
export type CommunicationInput = z.infer<typeof CommunicationInputSchema>;

/** Body of PUT /api/user/communication/{codeDossier} (spec 02 §7 Account). */
export const UpdateCommunicationSchema = z.object({
  codeDossier: CodeDossierSchema,
  communication: CommunicationInputSchema,
});
export type UpdateCommunication = z.infer<typeof UpdateCommunicationSchema>;

export const COMMUNICATION_CHAMPS = ['telephone', 'portable', 'emailPrincipal', 'emailFacturation'] as const;
export type CommunicationChamp = (typeof COMMUNICATION_CHAMPS)[number];

/** Who last changed a field and when: a member (userModification) or a collaborator (agentModification). */
export const ModificationSchema = z.object({
  dateModification: z.string().describe('Date ISO 8601'),
  userModification: z.string().nullable(),
  agentModification: z.string().nullable(),
});
export type Modification = z.infer<typeof ModificationSchema>;

export const CommunicationSchema = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  idRole: z.number().int(),
  modifiable: z.boolean().describe('true pour le gérant (idRole 1) : lui seul peut modifier'),
  telephone: z.string().nullable(),
  indicatifTelephone: z.number().int(),
  portable: z.string().nullable(),
  indicatifPortable: z.number().int(),
  emailPrincipal: z.string().nullable(),
  emailFacturation: z.string().nullable(),
  modifications: z.object({
    telephone: ModificationSchema.nullable(),
    portable: ModificationSchema.nullable(),
    emailPrincipal: ModificationSchema.nullable(),
    emailFacturation: ModificationSchema.nullable(),
  }),
});
export type Communication = z.infer<typeof CommunicationSchema>;
export const CommunicationListSchema = z.array(CommunicationSchema);

export const PreferencesSchema = z.object({
  sendMailWhenNotify: z.boolean({ error: 'La préférence est obligatoire.' }).describe('Recevoir un mail à chaque notification'),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const ValidationCodeTypeSchema = z.enum(['mail', 'pwd'], { error: 'Le type de code doit être mail ou pwd.' });
export type ValidationCodeType = z.infer<typeof ValidationCodeTypeSchema>;
export const ValidationCodeModeSchema = z.enum(['mail', 'sms'], { error: 'Le mode d’envoi doit être mail ou sms.' });

export const SendValidationCodeParamSchema = z.object({ type: ValidationCodeTypeSchema });
/** Body of POST /api/auth/sendvalidationcode/{type}. */
export const SendValidationCodeSchema = z.object({
  username: text().trim().min(1, AccountMessages.allRequired).max(254).describe('Identifiant du compte connecté'),
  type: ValidationCodeTypeSchema,
  mode: ValidationCodeModeSchema.default('mail'),
});
export type SendValidationCode = z.input<typeof SendValidationCodeSchema>;
export const SendValidationCodeResultSchema = z.object({
  mode: ValidationCodeModeSchema,
  destination: z.string().describe('Adresse ou numéro masqué où le code est parti'),
});
export type SendValidationCodeResult = z.infer<typeof SendValidationCodeResultSchema>;

export const SecureCodeSchema = text({ error: AccountMessages.codeRequired })
  .trim()
  .min(1, AccountMessages.codeRequired)
  .regex(/^\d{6}$/, AccountMessages.codeFormat);

/** Body of POST /api/auth/domailupdate (spec 02 §7 Account). */
export const MailUpdateSchema = z
  .object({
    username: text().trim().min(1, AccountMessages.allRequired).max(254).describe('Identifiant actuel'),
    mail: EmailSchema.describe('Nouvelle adresse'),
    newusername: EmailSchema.describe('Confirmation de la nouvelle adresse'),
    codedossier: CodeDossierSchema.describe('Un code dossier de la personne'),
    securecode: SecureCodeSchema,
    isgoogle: z.boolean().default(false).describe('Compte à connexion externe (non disponible ici)'),
    togoogle: z.boolean().default(false).describe('Lier un compte externe (non disponible ici)'),
    password: text().max(128).optional().describe('Nouveau mot de passe d’un compte externe (non utilisé ici)'),
  })
  .refine((v) => v.mail.toLowerCase() === v.newusername.toLowerCase(), { path: ['newusername'], message: AccountMessages.mailsDiffer });
export type MailUpdateInput = z.input<typeof MailUpdateSchema>;

export const MessageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResultSchema>;

/** Body of POST /api/auth/confirmmailupdate: the token of the link mailed to the new address. */
export const ConfirmMailUpdateSchema = z.object({ token: LinkTokenSchema });
export const ConfirmMailUpdateResultSchema = z.object({ login: z.string(), message: z.string() });

/** Body of POST /api/auth/dopwdupdate. */
export const PwdUpdateSchema = z.object({
  pwd: passwordSchema(CHANGE_POLICY),
  username: text().trim().min(1, AccountMessages.allRequired).max(254),
  securecode: SecureCodeSchema,
  breachConfirmed: BreachConfirmedSchema,
});
export type PwdUpdateInput = z.infer<typeof PwdUpdateSchema>;
export const PwdUpdateResultSchema = z.object({ resultLdap: z.literal(true) });
