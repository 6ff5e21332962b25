import { defineRoute } from '../api-route';
import { SessionUserSchema } from '../auth/auth.schema';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  AdherentDossierListSchema,
  AdherentParamSchema,
  AppareilIdParamSchema,
  EndSessionLinkSchema,
  EndedSessionsSchema,
  RecoveryCodesSchema,
  SecondFactorSignInSchema,
  SecuriteCompteSchema,
  SecuriteMessageSchema,
  SessionActiveListSchema,
  SessionIdParamSchema,
  TotpCodeInputSchema,
  TotpSetupSchema,
} from './securite.schema';

const tag = 'securite';

/** Second step of a member's sign-in, inside the session where the password was just proven. */
export const secondFactorSignInRoute = defineRoute({
  method: 'post',
  path: '/api/auth/second-facteur',
  tag,
  summary: 'Termine la connexion avec le code de l’application ou un code de secours (après SECOND_FACTEUR_REQUIS)',
  auth: 'public',
  body: SecondFactorSignInSchema,
  response: SessionUserSchema,
});
export const signInTotpSetupRoute = defineRoute({
  method: 'post',
  path: '/api/auth/second-facteur/configuration',
  tag,
  summary: 'Nouvelle clé à configurer pendant une connexion qui l’exige (après SECOND_FACTEUR_A_CONFIGURER)',
  auth: 'public',
  response: TotpSetupSchema,
});
export const signInTotpActivationRoute = defineRoute({
  method: 'post',
  path: '/api/auth/second-facteur/activation',
  tag,
  summary: 'Active la clé configurée pendant la connexion, ouvre la session et rend les codes de secours',
  auth: 'public',
  body: TotpCodeInputSchema,
  response: RecoveryCodesSchema.extend({ user: SessionUserSchema }),
});
export const endSessionFromLinkRoute = defineRoute({
  method: 'post',
  path: '/api/auth/sessions/terminer',
  tag,
  summary: 'Termine la session signalée par le mail « nouvelle connexion » (lien signé valable 7 jours)',
  auth: 'public',
  body: EndSessionLinkSchema,
  response: SecuriteMessageSchema,
});

export const getSecuriteCompteRoute = defineRoute({
  method: 'get',
  path: '/api/compte/securite',
  tag,
  summary: 'Double authentification du compte et appareils mémorisés',
  auth: 'session',
  response: SecuriteCompteSchema,
});
export const startTotpSetupRoute = defineRoute({
  method: 'post',
  path: '/api/compte/double-authentification/configuration',
  tag,
  summary: 'Nouvelle clé TOTP à confirmer (QR code)',
  auth: 'session',
  response: TotpSetupSchema,
});
export const activateTotpRoute = defineRoute({
  method: 'post',
  path: '/api/compte/double-authentification/activation',
  tag,
  summary: 'Active la double authentification avec un premier code ; rend dix codes de secours et ferme les autres sessions',
  auth: 'session',
  body: TotpCodeInputSchema,
  response: RecoveryCodesSchema,
});
export const regenerateRecoveryCodesRoute = defineRoute({
  method: 'post',
  path: '/api/compte/double-authentification/codes-secours',
  tag,
  summary: 'Remplace les codes de secours (code de l’application exigé)',
  auth: 'session',
  body: TotpCodeInputSchema,
  response: RecoveryCodesSchema,
});
export const deactivateTotpRoute = defineRoute({
  method: 'post',
  path: '/api/compte/double-authentification/desactivation',
  tag,
  summary: 'Désactive la double authentification quand elle est facultative (code exigé) ; ferme les autres sessions',
  auth: 'session',
  body: TotpCodeInputSchema,
  response: SecuriteMessageSchema,
});
export const forgetAppareilRoute = defineRoute({
  method: 'delete',
  path: '/api/compte/appareils/{id}',
  tag,
  summary: 'Oublie un appareil mémorisé : le code y sera de nouveau demandé',
  auth: 'session',
  params: AppareilIdParamSchema,
  status: 204,
});
export const getSessionsRoute = defineRoute({
  method: 'get',
  path: '/api/compte/sessions',
  tag,
  summary: 'Sessions ouvertes du compte',
  auth: 'session',
  response: SessionActiveListSchema,
});
export const endSessionRoute = defineRoute({
  method: 'delete',
  path: '/api/compte/sessions/{id}',
  tag,
  summary: 'Termine une autre session du compte',
  auth: 'session',
  params: SessionIdParamSchema,
  status: 204,
});
export const endOtherSessionsRoute = defineRoute({
  method: 'post',
  path: '/api/compte/sessions/terminer-autres',
  tag,
  summary: 'Termine toutes les sessions du compte sauf celle-ci',
  auth: 'session',
  response: EndedSessionsSchema,
});

export const getAdherentsDossierRoute = defineRoute({
  method: 'get',
  path: '/api/dossiers/{codeDossier}/adherents',
  tag,
  summary: 'Personnes ayant accès au dossier et état de leur double authentification (collaborateurs)',
  auth: 'staff',
  params: CodeDossierParamSchema,
  response: AdherentDossierListSchema,
  dossier: {},
});
export const resetSecondFactorRoute = defineRoute({
  method: 'post',
  path: '/api/dossiers/{codeDossier}/adherents/{guidPersonne}/double-authentification/reinitialisation',
  tag,
  summary: 'Réinitialise la double authentification d’un adhérent du dossier (journal et mail à l’adhérent)',
  auth: 'staff',
  params: AdherentParamSchema,
  response: SecuriteMessageSchema,
  dossier: {},
});
