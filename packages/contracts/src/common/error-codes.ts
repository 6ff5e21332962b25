/** Closed list of error codes the web can read (schema-free so the first screen does not load zod). */
export const ErrorCode = {
  Validation: 'VALIDATION',
  Unauthenticated: 'NON_AUTHENTIFIE',
  Forbidden: 'INTERDIT',
  ModuleForbidden: 'MODULE_INTERDIT',
  NotFound: 'INTROUVABLE',
  TooManyRequests: 'TROP_DE_TENTATIVES',
  InvalidCredentials: 'IDENTIFIANTS_INVALIDES',
  CsrfInvalid: 'CSRF_INVALIDE',
  ServiceUnavailable: 'SERVICE_INDISPONIBLE',
  Conflict: 'CONFLIT',
  TokenInvalid: 'JETON_INVALIDE',
  TokenExpired: 'JETON_EXPIRE',
  TokenUsed: 'JETON_DEJA_UTILISE',
  CaptchaInvalid: 'CAPTCHA_INVALIDE',
  CaptchaRequired: 'CAPTCHA_REQUIS',
  AccountNotActivated: 'COMPTE_NON_ACTIVE',
  /** The password was right; the sign-in ends with a code of the authenticator app (or a recovery code). */
  SecondFactorRequired: 'SECOND_FACTEUR_REQUIS',
  /** The password was right; the firm requires a second factor the member has not set up yet. */
  SecondFactorSetupRequired: 'SECOND_FACTEUR_A_CONFIGURER',
  SecondFactorInvalid: 'SECOND_FACTEUR_INVALIDE',
  ExternalSignInUnavailable: 'CONNEXION_EXTERNE_INDISPONIBLE',
  /** The new password is known from a data breach; where the screen allows it, breachConfirmed lets the user keep it. */
  PasswordBreached: 'MOT_DE_PASSE_COMPROMIS',
  InvitationUsed: 'INVITATION_UTILISEE',
  InvitationExpired: 'INVITATION_EXPIREE',
  PayloadTooLarge: 'TROP_VOLUMINEUX',
  Internal: 'ERREUR_INTERNE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
