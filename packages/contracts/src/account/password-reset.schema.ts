import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { LinkTokenSchema } from './registration.schema';
import { passwordSchema, RESET_POLICY } from './password.schema';

/** French messages of the forgotten-password and reset pages (spec 01 §5, §8 Auth). */
export const PasswordResetMessages = {
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  captcha: 'Veuillez cocher le captcha.',
  captchaInvalid: 'La vérification anti-robot a échoué ou a expiré. Veuillez cocher à nouveau le captcha.',
  sent: 'Si un compte correspond à cette adresse, un lien pour changer de mot de passe vient de lui être envoyé.',
  allRequired: 'Les champs doivent tous être remplis',
  mismatch: 'Les mots de passe ne sont pas identiques.',
  linkExpired: 'Ce lien de changement de mot de passe a expiré. Faites une nouvelle demande.',
  linkUsed: 'Ce lien de changement de mot de passe a déjà été utilisé. Faites une nouvelle demande si besoin.',
  linkInvalid: 'Ce lien de changement de mot de passe est invalide. Faites une nouvelle demande.',
  wrongDossier: 'Le code dossier ne correspond à aucun de vos dossiers.',
  tooManyWrongDossiers: 'Trop de codes dossier erronés : ce lien n’est plus valable. Faites une nouvelle demande.',
  success: 'Votre mot de passe a été changé.',
} as const;

/** Body of POST /api/auth/pwdforgot: the login and the solved ALTCHA proof of work. */
export const PwdForgotSchema = z.object({
  username: text({ error: PasswordResetMessages.emailRequired })
    .trim()
    .min(1, PasswordResetMessages.emailRequired)
    .max(254)
    .describe('Identifiant (adresse e-mail) du compte'),
  altcha: text({ error: PasswordResetMessages.captcha })
    .min(1, PasswordResetMessages.captcha)
    .max(10_000)
    .describe('Charge utile ALTCHA (base64) produite par le widget'),
});
export type PwdForgotInput = z.infer<typeof PwdForgotSchema>;

/** The same answer whatever the account, so the call never tells whether it exists. */
export const PwdForgotResultSchema = z.object({ message: z.string() });

/** Body of POST /api/auth/dopwdforgotupdate. */
export const PwdForgotUpdateSchema = z.object({
  pwd: passwordSchema(RESET_POLICY),
  uid: LinkTokenSchema.describe('Jeton du lien reçu par mail (paramètre uid de la page)'),
  codedossier: CodeDossierSchema.describe('Un code dossier de la personne'),
});
export type PwdForgotUpdateInput = z.infer<typeof PwdForgotUpdateSchema>;

export const OkResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkResult = z.infer<typeof OkResultSchema>;

/** ALTCHA v2 challenge, given as is to the widget. */
export const CaptchaChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .passthrough();
