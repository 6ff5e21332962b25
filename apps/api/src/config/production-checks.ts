import { DEV_SECRETS, DEV_SEPA_IBAN_KEY, type Env } from './config.schema';

/** Every value published in this repository (development defaults, QA compose file, .env.example placeholders). */
const PUBLISHED = new Set<string>([
  ...Object.values(DEV_SECRETS),
  DEV_SEPA_IBAN_KEY,
  'qa-stack-session-secret-not-for-production',
  'qa-stack-altcha-key-not-for-production',
  'qa-stack-oidc-secret',
  'cWEtc3RhY2stdmF1bHQta2V5LW5vdC1mb3ItcHJvZCE=',
  'qa-stack-s3-secret-key',
  'a-remplacer',
  'compose-dev-secret-change-me',
  'compose-dev-altcha-key-change-me',
  'Y29tcG9zZS1kZXYtdmF1bHQta2V5LWNoYW5nZS1tZSE=',
  'portail-minio',
]);

export const isPublishedSecret = (value: string): boolean => PUBLISHED.has(value) || /^a-remplacer/i.test(value);

interface SecretRule {
  name:
    'SESSION_SECRET' | 'ALTCHA_HMAC_KEY' | 'OIDC_CLIENT_SECRET' | 'VAULT_MASTER_KEY' | 'S3_SECRET_KEY' | 'SEPA_IBAN_KEY' | 'SMS_GATEWAY_KEY' | 'METRICS_TOKEN';
  minLength: number;
  required: (e: Env) => boolean;
  hint: string;
}

const RULES: SecretRule[] = [
  { name: 'SESSION_SECRET', minLength: 32, required: () => true, hint: 'openssl rand -base64 48' },
  { name: 'ALTCHA_HMAC_KEY', minLength: 32, required: () => true, hint: 'openssl rand -base64 48' },
  { name: 'VAULT_MASTER_KEY', minLength: 44, required: () => true, hint: '32 octets en base64 : openssl rand -base64 32' },
  { name: 'OIDC_CLIENT_SECRET', minLength: 16, required: () => true, hint: 'le secret du client déclaré chez le fournisseur OpenID Connect du cabinet' },
  { name: 'S3_SECRET_KEY', minLength: 16, required: (e) => e.STORAGE_DRIVER === 's3', hint: 'la clé secrète du compte S3 du portail' },
  { name: 'SEPA_IBAN_KEY', minLength: 16, required: () => false, hint: 'seulement pour relire des mandats de l’ancien format' },
  { name: 'SMS_GATEWAY_KEY', minLength: 16, required: () => true, hint: 'la clé d’API du compte du cabinet chez le fournisseur de SMS' },
  { name: 'METRICS_TOKEN', minLength: 32, required: () => false, hint: 'le jeton que Prometheus envoie : openssl rand -hex 32' },
];

/**
 * What a production start (NODE_ENV=production, QA_MODE unset) refuses, one French line per variable: a secret missing,
 * too short or published here, the development OpenID Connect provider, SMS left in files, an address that is not https.
 */
export function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  for (const rule of RULES) {
    const value = e[rule.name];
    if (!value) {
      if (rule.required(e)) problems.push(`${rule.name}: obligatoire en production (${rule.hint})`);
    } else if (isPublishedSecret(value)) {
      problems.push(`${rule.name}: valeur de développement publiée dans le dépôt, refusée en production (${rule.hint})`);
    } else if (value.length < rule.minLength) {
      problems.push(`${rule.name}: trop court, ${rule.minLength} caractères au moins en production (${rule.hint})`);
    }
  }
  if (!e.OIDC_ISSUER)
    problems.push('OIDC_ISSUER: obligatoire en production (le fournisseur OpenID Connect du cabinet ; celui de développement n’existe pas en production)');
  if (!e.SMTP_URL) problems.push('SMTP_URL: obligatoire en production (sans lui, les mails resteraient en fichiers sur le disque du serveur)');
  if (e.SMS_PROVIDER !== 'http')
    problems.push(
      `SMS_PROVIDER: ${e.SMS_PROVIDER ? '« file » refusé' : 'obligatoire'} en production (http, avec SMS_GATEWAY_LOGIN et SMS_GATEWAY_KEY : sans passerelle, les codes par SMS resteraient en fichiers sur le disque du serveur)`,
    );
  else if (!e.SMS_GATEWAY_URL.startsWith('https://'))
    problems.push('SMS_GATEWAY_URL: adresse https attendue en production (la clé d’API part avec chaque envoi)');
  if (!e.PUBLIC_URL.startsWith('https://')) problems.push('PUBLIC_URL: adresse https attendue en production (les cookies de session sont « Secure »)');
  return problems;
}
