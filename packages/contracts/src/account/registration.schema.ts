import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { BreachConfirmedSchema, PASSWORD_MAX_LENGTH, passwordIssues, REGISTRATION_POLICY } from './password.schema';

/** French messages of registration and activation (spec 01 §5, §8 Auth). */
export const RegistrationMessages = {
  required: 'Veuillez compléter tous les champs',
  cgu: 'Veuillez accepter les CGU',
  mismatch: 'Les mots de passe ne correspondent pas.',
  emailInvalid: 'L’adresse e-mail est invalide.',
  emailsDiffer: 'Les emails ne correspondent pas',
  codeLiaisonIntrouvable: 'Code liaison introuvable.',
  codeLiaisonIntrouvableApresVerification:
    'Code liaison introuvable. Si cette adresse a déjà un compte sur le portail, un mail vient de lui être envoyé : connectez-vous, ou utilisez « Mot de passe oublié ».',
  codeLiaisonInvalide: 'Le code liaison est invalide.',
  codesIncorrects: 'Le code liaison ou le code dossier est incorrect.',
  emailNonReconnu: 'Cette adresse e-mail n’est pas celle que le cabinet connaît pour vous. Inscrivez-vous avec celle-ci ou contactez l’assistance.',
  loginPris: 'Cet identifiant est déjà utilisé.',
  compteExistant: 'Vous avez déjà un compte sur le portail : connectez-vous ou utilisez « Mot de passe oublié ».',
  externeIndisponible: 'La connexion par un fournisseur externe n’est pas disponible sur cette installation.',
  activationOk: 'Votre compte est activé. Vous pouvez vous connecter.',
  activationDejaFaite: 'Ce lien a déjà été utilisé : votre compte est activé, vous pouvez vous connecter.',
  activationExpiree: 'Ce lien d’activation a expiré. Inscrivez-vous à nouveau pour en recevoir un autre.',
  activationInvalide: 'Ce lien d’activation est invalide.',
  activationRenvoyee: 'Un nouveau lien d’activation vient de vous être envoyé par e-mail. Il remplace les précédents.',
  activationRenvoiImpossible: 'Reconnectez-vous avec votre mot de passe pour demander un nouveau lien d’activation.',
} as const;

export const EmailSchema = text({ error: RegistrationMessages.required })
  .trim()
  .min(1, RegistrationMessages.required)
  .max(254, RegistrationMessages.emailInvalid)
  .pipe(z.email(RegistrationMessages.emailInvalid));

/** A random link token (activation, reset, mail change): base64url, 43 characters when issued. */
export const LinkTokenSchema = z
  .string({ error: 'Ce lien est invalide.' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ce lien est invalide.')
  .describe('Jeton reçu par mail (usage unique, durée limitée)');

/** Body of POST /api/auth/checkBeforeRegister (spec 01 §7.1), also step 1 of the invitation sign-up. */
export const CheckBeforeRegisterSchema = z.object({
  username: EmailSchema.describe('Identifiant souhaité (adresse e-mail)'),
  email: EmailSchema.describe('Adresse e-mail de la personne'),
  pwd: text().max(PASSWORD_MAX_LENGTH).optional(),
  external: z.boolean().default(false).describe('Connexion par un fournisseur externe : pas de mot de passe'),
});
export type CheckBeforeRegister = z.infer<typeof CheckBeforeRegisterSchema>;

/** ok=false lists French messages ready to display (addresses differ, weak password); never whether an account exists. */
export const CheckBeforeRegisterResultSchema = z.object({
  ok: z.boolean(),
  messages: z.array(z.string()),
});
export type CheckBeforeRegisterResult = z.infer<typeof CheckBeforeRegisterResultSchema>;

/** Body of POST /api/auth/register (spec 01 §3 Registration payload). */
export const RegisterSchema = z
  .object({
    username: EmailSchema.describe('Identifiant de connexion : l’adresse e-mail'),
    email: EmailSchema.describe('Adresse e-mail où part le lien d’activation (égale à username)'),
    pwd: text().max(PASSWORD_MAX_LENGTH).optional().describe('Au moins 8 caractères ; absent avec external'),
    codeliaison: text({ error: RegistrationMessages.codeLiaisonIntrouvable })
      .trim()
      .min(1, RegistrationMessages.codeLiaisonIntrouvable)
      .pipe(z.uuid(RegistrationMessages.codeLiaisonInvalide))
      .describe('Code liaison donné par le cabinet (guidPersonne)'),
    codedossier: CodeDossierSchema.describe('Un code dossier de la personne'),
    external: z.boolean().default(false).describe('Connexion par un fournisseur externe (non disponible ici)'),
    breachConfirmed: BreachConfirmedSchema,
  })
  .superRefine((value, ctx) => {
    if (value.username.toLowerCase() !== value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: RegistrationMessages.emailsDiffer });
    }
    if (value.external) return;
    const first = passwordIssues(value.pwd ?? '', REGISTRATION_POLICY)[0];
    if (first) ctx.addIssue({ code: 'custom', path: ['pwd'], message: first });
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const RegisterResultSchema = z.object({
  email: z.string().describe('Adresse à laquelle le lien d’activation a été envoyé'),
});
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** Body of POST /api/auth/activate: the token of the link mailed at registration. */
export const ActivateSchema = z.object({ token: LinkTokenSchema });
export const ActivateResultSchema = z.object({
  login: z.string(),
  message: z.string().describe('Message à afficher'),
});
export type ActivateResult = z.infer<typeof ActivateResultSchema>;

export const GuidPersonneParamSchema = z.object({ email: EmailSchema });
/** codeliaison is null whenever no link code can be given; the shape never tells why. */
export const GuidPersonneResultSchema = z.object({
  codeliaison: z.string().uuid().nullable().describe('Code liaison, ou null : « Code liaison introuvable. »'),
});
export type GuidPersonneResult = z.infer<typeof GuidPersonneResultSchema>;
