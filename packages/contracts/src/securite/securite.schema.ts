import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';

/** What the firm asks of members' sign-in (theme.json `doubleAuthentification`). */
export const DoubleAuthentificationPolitiqueSchema = z.enum(['facultative', 'obligatoire']);
export type DoubleAuthentificationPolitique = z.infer<typeof DoubleAuthentificationPolitiqueSchema>;

export const SecuriteMessages = {
  secondFactorRequired: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  secondFactorSetupRequired: 'Le cabinet demande une double authentification : configurez votre application d’authentification pour continuer.',
  codeInvalid: 'Code incorrect ou expiré. Vérifiez l’heure de votre téléphone et saisissez le code affiché.',
  recoveryCodeInvalid: 'Code de secours incorrect ou déjà utilisé. Chacun ne sert qu’une fois : essayez-en un autre de votre liste.',
  codeFormat: 'Saisissez les 6 chiffres du code, ou un code de secours (10 caractères).',
  codeMissing: 'Le code est obligatoire.',
  pendingExpired: 'Votre connexion a expiré : saisissez de nouveau votre identifiant et votre mot de passe.',
  tooManyCodes: 'Trop de codes incorrects. Cochez la case « Je ne suis pas un robot » puis saisissez de nouveau le code.',
  setupNotStarted: 'Commencez par afficher le QR code de configuration.',
  alreadyActive: 'La double authentification est déjà activée sur votre compte.',
  notActive: 'La double authentification n’est pas activée sur votre compte.',
  required: 'Le cabinet demande la double authentification pour tous les adhérents : elle ne peut pas être désactivée.',
  deactivated: 'La double authentification est désactivée. Vos autres sessions ont été fermées.',
  resetDone: 'La double authentification de cette personne est réinitialisée ; elle en est prévenue par e-mail.',
  resetNone: 'Cette personne n’a pas de double authentification à réinitialiser.',
  personNotOnDossier: 'Cette personne n’a pas accès à ce dossier.',
  sessionNotFound: 'Cette session est déjà terminée.',
  currentSession: 'Pour terminer la session en cours, utilisez « Se déconnecter ».',
  deviceNotFound: 'Cet appareil n’est plus mémorisé.',
  endLinkInvalid: 'Ce lien n’est pas valide.',
  endLinkExpired: 'Ce lien a expiré : ouvrez « Mes appareils et sessions » dans votre compte pour terminer la session.',
  sessionEnded: 'La session est terminée. Par précaution, changez votre mot de passe si vous ne reconnaissez pas cette connexion.',
  sessionAlreadyEnded: 'Cette session était déjà terminée.',
} as const;

/** A TOTP code (6 digits, spaces allowed) or a recovery code (10 characters of its alphabet, dash allowed). */
export const SecondFactorCodeSchema = text()
  .trim()
  .min(1, SecuriteMessages.codeMissing)
  .max(32, SecuriteMessages.codeFormat)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => /^\d{6}$/.test(v) || /^[A-Z2-9]{10}$/.test(v), SecuriteMessages.codeFormat)
  .describe('Code à 6 chiffres de l’application, ou code de secours');

/** A TOTP code only (6 digits, spaces allowed): confirming a setup, regenerating recovery codes, deactivating. */
export const TotpCodeSchema = text()
  .trim()
  .min(1, SecuriteMessages.codeMissing)
  .max(16, SecuriteMessages.codeFormat)
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^\d{6}$/.test(v), 'Saisissez les 6 chiffres affichés par votre application.')
  .describe('Code à 6 chiffres de l’application d’authentification');

export const SecondFactorSignInSchema = z.object({
  code: SecondFactorCodeSchema,
  memoriser: z.boolean().default(false).describe('Ne plus demander de code sur cet appareil pendant 30 jours'),
  altcha: text().max(10_000).optional().describe('Charge utile ALTCHA, exigée après plusieurs codes incorrects (réponse CAPTCHA_REQUIS)'),
});
export type SecondFactorSignInInput = z.input<typeof SecondFactorSignInSchema>;

export const TotpCodeInputSchema = z.object({ code: TotpCodeSchema });
export type TotpCodeInput = z.input<typeof TotpCodeInputSchema>;

/** A setup under way: the secret to type by hand, the otpauth URI, and its QR code as an SVG data URL. */
export const TotpSetupSchema = z.object({
  secret: z.string().describe('Clé en base 32, à saisir si le QR code ne peut pas être lu'),
  otpauthUri: z.string(),
  qrCode: z.string().describe('QR code de l’URI otpauth, image SVG en data URL'),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const RecoveryCodesSchema = z.object({
  codesSecours: z.array(z.string()).length(10).describe('Dix codes de secours à usage unique, montrés une seule fois'),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const AppareilMemoriseSchema = z.object({
  id: z.string().uuid(),
  appareil: z.string(),
  navigateur: z.string(),
  jusquAu: z.string().describe('Fin de la mémorisation (ISO 8601)'),
  derniereConnexion: z.string(),
  courant: z.boolean().describe('L’appareil de cet appel'),
});
export type AppareilMemorise = z.infer<typeof AppareilMemoriseSchema>;

export const SecuriteCompteSchema = z.object({
  politique: DoubleAuthentificationPolitiqueSchema,
  doubleAuthentification: z.object({
    active: z.boolean(),
    depuis: z.string().nullable(),
    codesSecoursRestants: z.number().int(),
  }),
  appareilsMemorises: z.array(AppareilMemoriseSchema),
});
export type SecuriteCompte = z.infer<typeof SecuriteCompteSchema>;

export const SessionActiveSchema = z.object({
  id: z.string().describe('Identifiant public de la session (pas son cookie)'),
  courante: z.boolean(),
  appareil: z.string(),
  navigateur: z.string(),
  adresse: z.string().nullable(),
  lieu: z.string().nullable().describe('Lieu approximatif déduit de l’adresse, si une base de géolocalisation est configurée'),
  ouverteLe: z.string().nullable(),
  derniereActivite: z.string(),
});
export type SessionActive = z.infer<typeof SessionActiveSchema>;
export const SessionActiveListSchema = z.array(SessionActiveSchema);

export const SessionIdParamSchema = z.object({ id: text().regex(/^[A-Za-z0-9_-]{16,64}$/, SecuriteMessages.sessionNotFound) });
export const AppareilIdParamSchema = z.object({ id: z.string().uuid(SecuriteMessages.deviceNotFound) });

export const EndedSessionsSchema = z.object({ terminees: z.number().int(), message: z.string() });

export const EndSessionLinkSchema = z.object({ jeton: text().min(1, SecuriteMessages.endLinkInvalid).max(512) });

export const SecuriteMessageSchema = z.object({ message: z.string() });

/** A member with access to a dossier, as staff see it to help them. */
export const AdherentDossierSchema = z.object({
  guidPersonne: z.string().uuid(),
  nom: z.string(),
  prenom: z.string(),
  login: z.string().nullable().describe('Adresse de connexion ; null sans compte'),
  role: z.string().nullable(),
  doubleAuthentification: z.enum(['active', 'inactive', 'sans-compte']),
});
export type AdherentDossier = z.infer<typeof AdherentDossierSchema>;
export const AdherentDossierListSchema = z.array(AdherentDossierSchema);

export const AdherentParamSchema = z.object({
  codeDossier: CodeDossierSchema,
  guidPersonne: z.string().uuid('Identifiant de personne invalide.'),
});
