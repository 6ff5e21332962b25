import { randomBytes } from 'node:crypto';

/** A production environment that starts: every secret fresh, the firm's provider, https, SMTP, the SMS gateway. */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://portail.cabinet.example',
    SESSION_SECRET: randomBytes(36).toString('base64'),
    ALTCHA_HMAC_KEY: randomBytes(36).toString('base64'),
    VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
    OIDC_ISSUER: 'https://sso.cabinet.example/realms/portail',
    OIDC_CLIENT_SECRET: randomBytes(24).toString('base64'),
    SMTP_URL: 'smtp://relais.cabinet.example:587',
    SMS_PROVIDER: 'http',
    SMS_GATEWAY_LOGIN: 'informatique@cabinet.example',
    SMS_GATEWAY_KEY: randomBytes(24).toString('base64'),
  };
}
