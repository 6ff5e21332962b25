import { describe, expect, it } from '@jest/globals';
import { assertSharedStorage, ConfigError, loadConfig } from './app-config';
import { DEV_SECRETS } from './config.schema';
import { productionEnv } from '../../test/support/production-env';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('configuration acceptée');
};

describe('a production start', () => {
  it('starts with fresh secrets, the firm’s provider, https and SMTP', () => {
    const config = loadConfig(productionEnv());
    expect(config.qa).toBe(false);
    expect(config.seedOnFirstStart).toBe(false);
    expect(config.session.secure).toBe(true);
  });

  it('names each missing secret in French', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const name of [
      'SESSION_SECRET',
      'ALTCHA_HMAC_KEY',
      'VAULT_MASTER_KEY',
      'OIDC_CLIENT_SECRET',
      'OIDC_ISSUER',
      'SMTP_URL',
      'SMS_PROVIDER',
      'SMS_GATEWAY_KEY',
      'PUBLIC_URL',
    ])
      expect(message).toMatch(new RegExp(`- ${name}: .*(obligatoire|https)`));
  });

  it.each(Object.entries(DEV_SECRETS))('refuses the published development value of %s', (name, value) => {
    expect(refusal({ ...productionEnv(), [name]: value })).toMatch(new RegExp(`${name}: valeur de développement publiée`));
  });

  it('refuses the QA stack’s and .env.example’s values, and a short secret', () => {
    expect(refusal({ ...productionEnv(), SESSION_SECRET: 'qa-stack-session-secret-not-for-production' })).toMatch(/SESSION_SECRET: valeur de développement/);
    expect(refusal({ ...productionEnv(), SESSION_SECRET: 'a-remplacer-par-48-octets-aleatoires' })).toMatch(/SESSION_SECRET: valeur de développement/);
    expect(refusal({ ...productionEnv(), SESSION_SECRET: 'x'.repeat(20) })).toMatch(/SESSION_SECRET: trop court, 32 caractères/);
    expect(
      refusal({ ...productionEnv(), STORAGE_DRIVER: 's3', S3_BUCKET: 'portail', S3_ACCESS_KEY: 'portail', S3_SECRET_KEY: 'qa-stack-s3-secret-key' }),
    ).toMatch(/S3_SECRET_KEY: valeur de développement/);
  });

  it('takes an empty variable for an unset one (compose passes `${VAR:-}` as empty)', () => {
    const empty = { MAIL_FROM: '', SEPA_CREANCIER_NOM: '', SEPA_ICS: '', SEPA_IBAN_KEY: '', VAULT_PREVIOUS_KEYS: '', TRUST_PROXY: '' };
    const config = loadConfig({ ...productionEnv(), ...empty });
    expect(config.mail.from).toBeUndefined();
    expect(config.sepa.ics).toBe('FR12ZZZ123456');
    expect(refusal({ ...productionEnv(), ...empty, SESSION_SECRET: '' })).toMatch(/SESSION_SECRET: obligatoire en production/);
  });

  it('refuses SMS left in files, and a gateway without its key, its login or https', () => {
    const { SMS_PROVIDER: _provider, ...unset } = productionEnv();
    expect(refusal(unset)).toMatch(/SMS_PROVIDER: obligatoire en production \(http/);
    expect(refusal({ ...productionEnv(), SMS_PROVIDER: 'file' })).toMatch(/SMS_PROVIDER: « file » refusé en production/);
    const { SMS_GATEWAY_KEY: _key, ...keyless } = productionEnv();
    expect(refusal(keyless)).toMatch(/SMS_GATEWAY_KEY: obligatoire en production/);
    expect(refusal({ ...productionEnv(), SMS_GATEWAY_KEY: 'a-remplacer' })).toMatch(/SMS_GATEWAY_KEY: valeur de développement publiée/);
    expect(refusal({ ...productionEnv(), SMS_GATEWAY_KEY: 'courte' })).toMatch(/SMS_GATEWAY_KEY: trop court/);
    expect(refusal({ ...productionEnv(), SMS_GATEWAY_URL: 'http://sms.cabinet.example/send' })).toMatch(/SMS_GATEWAY_URL: adresse https attendue/);
    const { SMS_GATEWAY_LOGIN: _login, ...loginless } = productionEnv();
    expect(refusal(loginless)).toMatch(/SMS_GATEWAY_LOGIN: obligatoire avec SMS_PROVIDER=http/);
    const config = loadConfig({ ...productionEnv(), SMS_SENDER: 'CABINET' });
    expect(config.sms).toMatchObject({
      provider: 'http',
      gateway: { url: 'https://api.octopush.com/v1/public/sms-campaign/send', sender: 'CABINET', timeoutMs: 10_000 },
    });
  });

  it('keeps SMS in files by default outside production, a QA stack included', () => {
    expect(loadConfig({}).sms).toMatchObject({ provider: 'file', gateway: undefined });
    expect(loadConfig({ NODE_ENV: 'production', QA_MODE: 'true' }).sms.provider).toBe('file');
    expect(refusal({ SMS_PROVIDER: 'http' })).toMatch(/SMS_GATEWAY_LOGIN: obligatoire avec SMS_PROVIDER=http\n\s+- SMS_GATEWAY_KEY/);
    expect(refusal({ SMS_SENDER: 'Mon cabinet' })).toMatch(/SMS_SENDER: 3 à 11 lettres ou chiffres/);
  });

  it('never mounts the development provider: OIDC_ISSUER is required', () => {
    const { OIDC_ISSUER: _issuer, ...env } = productionEnv();
    expect(refusal(env)).toMatch(/OIDC_ISSUER: obligatoire en production/);
  });

  it('lets a QA stack run the development values, the provider and the QA set', () => {
    const config = loadConfig({ NODE_ENV: 'production', QA_MODE: 'true' });
    expect(config.qa).toBe(true);
    expect(config.seedOnFirstStart).toBe(true);
    expect(config.session.secret).toBe(DEV_SECRETS.SESSION_SECRET);
  });
});

describe('storage shared by replicas', () => {
  it('refuses the filesystem driver for an api whose worker runs apart, unless FILES_DIR is declared shared', () => {
    expect(refusal({ RUN_WORKER_IN_PROCESS: 'false' })).toMatch(/STORAGE_DRIVER: fs avec un worker séparé/);
    expect(loadConfig({ RUN_WORKER_IN_PROCESS: 'false', FILES_SHARED: 'true' }).storage.shared).toBe(true);
  });

  it('refuses it for a stand-alone worker', () => {
    expect(() => assertSharedStorage(loadConfig({}))).toThrow(/STORAGE_DRIVER: fs pour un worker séparé/);
    expect(() => assertSharedStorage(loadConfig({ FILES_SHARED: 'true' }))).not.toThrow();
  });
});
