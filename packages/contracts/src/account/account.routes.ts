import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  CommunicationListSchema,
  CommunicationSchema,
  ConfirmMailUpdateResultSchema,
  ConfirmMailUpdateSchema,
  MailUpdateSchema,
  MessageResultSchema,
  PaysListSchema,
  PreferencesSchema,
  PwdUpdateResultSchema,
  PwdUpdateSchema,
  SendValidationCodeParamSchema,
  SendValidationCodeResultSchema,
  SendValidationCodeSchema,
  UpdateCommunicationSchema,
} from './account.schema';
import { BreachRangeParamSchema, BreachRangeSchema } from './password.schema';
import { CaptchaChallengeSchema, OkResultSchema, PwdForgotResultSchema, PwdForgotSchema, PwdForgotUpdateSchema } from './password-reset.schema';
import {
  ActivateResultSchema,
  ActivateSchema,
  CheckBeforeRegisterResultSchema,
  CheckBeforeRegisterSchema,
  GuidPersonneParamSchema,
  GuidPersonneResultSchema,
  RegisterResultSchema,
  RegisterSchema,
} from './registration.schema';

/** Api paths of registration, password reset and the account area. */
export const checkBeforeRegisterRoute = defineRoute({
  method: 'post',
  path: '/api/auth/checkBeforeRegister',
  tag: 'compte',
  summary: 'Vérifie une inscription avant envoi ; même réponse que l’adresse ait un compte ou non (son titulaire est prévenu par mail)',
  auth: 'public',
  body: CheckBeforeRegisterSchema,
  response: CheckBeforeRegisterResultSchema,
});
export const registerRoute = defineRoute({
  method: 'post',
  path: '/api/auth/register',
  tag: 'compte',
  summary: 'Crée un compte inactif lié à la personne (code liaison + code dossier) et envoie le lien d’activation',
  auth: 'public',
  body: RegisterSchema,
  response: RegisterResultSchema,
  status: 201,
});
export const activateAccountRoute = defineRoute({
  method: 'post',
  path: '/api/auth/activate',
  tag: 'compte',
  summary: 'Active un compte depuis le lien reçu par mail (page /connexion?activation=…)',
  auth: 'public',
  body: ActivateSchema,
  response: ActivateResultSchema,
});
export const getGuidPersonneRoute = defineRoute({
  method: 'get',
  path: '/api/auth/getGuidPersonne/{email}',
  tag: 'compte',
  summary: 'Code liaison d’une personne connue sans compte (limité par adresse)',
  auth: 'public',
  params: GuidPersonneParamSchema,
  response: GuidPersonneResultSchema,
});
export const resendActivationRoute = defineRoute({
  method: 'post',
  path: '/api/auth/resendActivation',
  tag: 'compte',
  summary: 'Renvoie le lien d’activation au compte dont le mot de passe vient d’être donné à la connexion (réponse COMPTE_NON_ACTIVE)',
  auth: 'public',
  response: MessageResultSchema,
});
export const getBreachRangeRoute = defineRoute({
  method: 'get',
  path: '/api/auth/breach-range/{prefix}',
  tag: 'compte',
  summary: 'Relais de la recherche de fuite par préfixe SHA-1 (k-anonymat)',
  auth: 'public',
  params: BreachRangeParamSchema,
  response: BreachRangeSchema,
});
export const getCaptchaRoute = defineRoute({
  method: 'get',
  path: '/api/auth/captcha',
  tag: 'compte',
  summary: 'Défi ALTCHA (preuve de travail) : mot de passe oublié, connexion après des échecs répétés',
  auth: 'public',
  response: CaptchaChallengeSchema,
});
export const pwdForgotRoute = defineRoute({
  method: 'post',
  path: '/api/auth/pwdforgot',
  tag: 'compte',
  summary: 'Envoie un lien de changement de mot de passe ; même réponse quel que soit le compte',
  auth: 'public',
  body: PwdForgotSchema,
  response: PwdForgotResultSchema,
});
export const pwdForgotUpdateRoute = defineRoute({
  method: 'post',
  path: '/api/auth/dopwdforgotupdate',
  tag: 'compte',
  summary: 'Change le mot de passe depuis le lien (uid) et un code dossier de la personne',
  auth: 'public',
  body: PwdForgotUpdateSchema,
  response: OkResultSchema,
});
export const sendValidationCodeRoute = defineRoute({
  method: 'post',
  path: '/api/auth/sendvalidationcode/{type}',
  tag: 'compte',
  summary: 'Envoie un code de validation (mail, ou SMS si un portable est connu)',
  auth: 'session',
  params: SendValidationCodeParamSchema,
  body: SendValidationCodeSchema,
  response: SendValidationCodeResultSchema,
});
export const mailUpdateRoute = defineRoute({
  method: 'post',
  path: '/api/auth/domailupdate',
  tag: 'compte',
  summary: 'Demande de changement de mail : envoie un lien de confirmation à la nouvelle adresse',
  auth: 'session',
  body: MailUpdateSchema,
  response: MessageResultSchema,
});
export const confirmMailUpdateRoute = defineRoute({
  method: 'post',
  path: '/api/auth/confirmmailupdate',
  tag: 'compte',
  summary: 'Confirme la nouvelle adresse depuis le lien (page /connexion?confirmationMail=…)',
  auth: 'public',
  body: ConfirmMailUpdateSchema,
  response: ConfirmMailUpdateResultSchema,
});
export const pwdUpdateRoute = defineRoute({
  method: 'post',
  path: '/api/auth/dopwdupdate',
  tag: 'compte',
  summary: 'Change le mot de passe avec le code de validation',
  auth: 'session',
  body: PwdUpdateSchema,
  response: PwdUpdateResultSchema,
});
export const savePreferencesRoute = defineRoute({
  method: 'post',
  path: '/api/user/preferences',
  tag: 'utilisateur',
  summary: 'Enregistre les préférences de notification',
  auth: 'session',
  body: PreferencesSchema,
  response: PreferencesSchema,
});
export const getPaysRoute = defineRoute({
  method: 'get',
  path: '/api/user/pays',
  tag: 'utilisateur',
  summary: 'Pays et indicatifs téléphoniques',
  auth: 'session',
  response: PaysListSchema,
});
export const getCommunicationsRoute = defineRoute({
  method: 'get',
  path: '/api/user/communications',
  tag: 'utilisateur',
  summary: 'Coordonnées de chaque dossier de l’utilisateur, avec auteurs et dates de modification',
  auth: 'session',
  response: CommunicationListSchema,
});
export const updateCommunicationRoute = defineRoute({
  method: 'put',
  path: '/api/user/communication/{codeDossier}',
  tag: 'utilisateur',
  summary: 'Modifie les coordonnées d’un dossier (gérant seulement)',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: UpdateCommunicationSchema,
  response: CommunicationSchema,
  dossier: { gerant: true },
});
