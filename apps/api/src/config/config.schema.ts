import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const proxyAddress = z.union([z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Express's `trust proxy`: a number of hops, or the proxies' addresses, CIDRs and named subnets.
 * Unset trusts nothing: a client-set X-Forwarded-For must not choose its own rate-limit address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): number | string[] | false => {
    if (v === '') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !proxyAddress.safeParse(e).success);
    if (bad.length)
      ctx.addIssue({ code: 'custom', message: `nombre de proxys, 'loopback' ou adresses/CIDR séparés par des virgules attendus (refusé : ${bad.join(', ')})` });
    return entries;
  });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A 32-byte AES-256 key in base64. */
const vaultKey = z
  .string()
  .trim()
  .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, 'clé AES-256 attendue : 32 octets en base64');

/** The development master key of the credentials vault; production refuses to start without VAULT_MASTER_KEY. */
export const DEV_VAULT_MASTER_KEY = 'Z7iCHUP1mdQPwGTXoNASWJ4xOyo8fEYTj32LaXoaM5A=';
/** The former key of the mandates' IBANs in development (rows written before the key ring; vault:rotate reseals them). */
export const DEV_SEPA_IBAN_KEY = 'dev-only-iban-key-change-me';
/** Secrets of development, tests and the QA stack: published in this repository, so refused by a production start. */
export const DEV_SECRETS = {
  SESSION_SECRET: 'dev-only-secret-change-me-in-production',
  ALTCHA_HMAC_KEY: 'dev-only-altcha-key-change-me',
  OIDC_CLIENT_SECRET: 'portail-dev-secret',
  VAULT_MASTER_KEY: DEV_VAULT_MASTER_KEY,
} as const;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** The api's own address from inside its host or container (the development provider's back channel); default PUBLIC_URL. */
  INTERNAL_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Where the document store keeps its files: 'fs' (FILES_DIR) or 's3' (S3_* variables). */
  STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
  /** Blob folder of the filesystem driver; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** S3-compatible store (MinIO in docker compose) of STORAGE_DRIVER=s3; endpoint unset means AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'nom de bucket S3 attendu')
    .optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  /** Bucket in the path (MinIO, most S3-compatible servers) rather than in the host name. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Create the bucket at start when absent (the stack's own S3 server); leave unset where the account may not create buckets. */
  S3_CREATE_BUCKET: bool.default(false),
  /** Attachments of appointment requests; default DATA_DIR/rendez-vous. */
  RDV_FILES_DIR: z.string().optional(),
  /** Days an appointment request's attachments are kept after the request (or its appointment's date, when later). */
  RDV_FILES_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Appointment requests one user may send per hour. */
  RDV_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Invitations to share dossiers one user may send per hour. */
  INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(5499),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Signs session cookies; required in production (32 characters or more), a development value otherwise. */
  SESSION_SECRET: z.string().min(16).optional(),
  /** Hours a session lives after sign-in, however active; decimals allowed (tests use seconds). */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  TRUST_PROXY: trustProxy.default(false),
  THEME: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('cder'),
  THEMES_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SERVE_WEB: bool.default(true),
  /** Compress JSON and text answers of 1 KB or more; off behind a proxy that encodes them already (the compose stacks' Caddy). */
  COMPRESS_RESPONSES: bool.default(true),
  RUN_WORKER_IN_PROCESS: bool.default(true),
  /** Port of the stand-alone worker's /live and /ready (internal: no proxy routes to it). */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  SEED_ON_FIRST_START: bool.default(true),
  /**
   * A QA stack (docker-compose.yml): under NODE_ENV=production, allows what only QA may have — the QA set (seed, reset,
   * first start), the development OpenID Connect provider and the development secrets. Never set in production.
   */
  QA_MODE: bool.default(false),
  /** FILES_DIR is one volume every api and worker mounts (NFS...): the filesystem driver is then allowed with replicas. */
  FILES_SHARED: bool.default(false),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('portail'),
  /** BullMQ's job lock (ms): a job whose worker died is taken again once it expires; tests shorten it. */
  QUEUE_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Start of every rate-limit key in Redis; tests give each portal its own. */
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_:.-]+$/)
    .default('portail:rl:'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Where SMS go: 'file' (one .txt per SMS under DATA_DIR/sms; the default outside production) or 'http' (the provider's gateway). */
  SMS_PROVIDER: z.enum(['file', 'http']).optional(),
  /** The send endpoint of the SMS gateway (Octopush's HTTP API shape, docs/adr/0021). */
  SMS_GATEWAY_URL: z.string().url().default('https://api.octopush.com/v1/public/sms-campaign/send'),
  /** The gateway account (Octopush: the account's e-mail, header api-login) and its API key (header api-key). */
  SMS_GATEWAY_LOGIN: z.string().min(1).optional(),
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  /** Sender name shown on the phone (3 to 11 letters or digits, declared at the provider); unset: the provider's default. */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, '3 à 11 lettres ou chiffres, sans espace ni accent')
    .optional(),
  /** Past this, a gateway call counts as failed and the outbox's job is retried. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('portail'),
  OIDC_CLIENT_SECRET: z.string().min(8).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  /** argon2 computations (sign-in, password change, registration) at once, and waiting, before a 503. */
  PASSWORD_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_MAX_WAITING: z.coerce.number().int().min(0).max(10000).default(4),
  /** a sign-in meeting a full gate waits this long for room before its 503, and so many such sign-ins at once. */
  PASSWORD_HOLD_MS: z.coerce.number().int().min(0).max(10000).default(1000),
  PASSWORD_MAX_HELD: z.coerce.number().int().min(0).max(100000).default(1000),
  /** once sign-ins pressed the gate, those from the ranges and accounts that did (all, under a flood from many ranges) need a solved captcha for this long (0: never). */
  PASSWORD_PRESSURE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines: 'pretty' (pino-pretty, readable) or 'json'; unset, pretty outside production when pino-pretty is installed. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Bearer token of /metrics (api port and worker health port); unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The breached-password range service (k-anonymity: a 5-character SHA-1 prefix); unreachable, the api uses its shipped list of common passwords. */
  BREACH_RANGE_URL: z.string().url().default('https://api.pwnedpasswords.com/range'),
  /** Short: registration and password changes wait for it before falling back to the list. */
  BREACH_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  ACTIVATION_TTL_HOURS: z.coerce.number().int().min(1).default(48),
  RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  VALIDATION_CODE_TTL_MINUTES: z.coerce.number().int().min(1).default(15),
  ACCOUNT_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  ALTCHA_COST: z.coerce.number().int().min(1).default(1000),
  WEBINAR_URL: z.string().url().optional(),
  /** The public service's embeddable hiring simulator script (mon-entreprise); unset: only our own simulator. */
  HIRING_SIMULATOR_SCRIPT_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), 'adresse http(s) attendue')
      .optional(),
  ),
  /** Videos of the founders' programme (Initial Conseil presentation and profile), opened in a new tab; unset: a message instead. */
  OIC_VIDEO_PRESENTATION_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^https:\/\//.test(v), 'adresse https attendue')
      .optional(),
  ),
  OIC_VIDEO_PROFIL_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^https:\/\//.test(v), 'adresse https attendue')
      .optional(),
  ),
  /** Tile URL template of the yield map's background ({z}/{x}/{y}, one fixed origin: it joins the CSP's img-src); unset: a plain background. */
  MAP_TILES_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^https?:\/\/[A-Za-z0-9.:-]+\//.test(v), 'adresse http(s) attendue, d’origine fixe (sans {s})')
      .optional(),
  ),
  MAP_TILES_ATTRIBUTION: z.string().optional(),
  /** Embed address of the directory's videos with {id} for the video's identifier (one fixed https origin: it joins frame-src); unset: no embed. */
  ANNUAIRE_VIDEO_EMBED_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^https?:\/\/[A-Za-z0-9.:-]+\/.*\{id\}/.test(v), 'adresse http(s) d’origine fixe contenant {id} attendue')
      .optional(),
  ),
  WEBINAR_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(5).default(5000),
  /** Master key wrapping each credential's data key (base64, 32 bytes); required in production. */
  VAULT_MASTER_KEY: vaultKey.optional(),
  /** Former master keys still readable during a rotation (comma list), until `npm run vault:rotate` has re-wrapped everything. */
  VAULT_PREVIOUS_KEYS: z
    .string()
    .trim()
    .transform((v) => (v === '' ? [] : v.split(',').map((k) => k.trim())))
    .pipe(z.array(vaultKey))
    .default([]),
  /** SEPA creditor of the direct-debit mandate: name (default: the theme's entity name), address and identifier (ICS). */
  SEPA_CREANCIER_NOM: z.string().trim().min(1).max(70).optional(),
  SEPA_CREANCIER_ADRESSE: z.string().trim().min(1).max(140).default('1 rue de la Coopération, 51000 Châlons-en-Champagne'),
  SEPA_ICS: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'identifiant créancier SEPA attendu (ex. FR12ZZZ123456)')
    .default('FR12ZZZ123456'),
  /** Key the mandates' IBANs are encrypted with (AES-256-GCM, derived by SHA-256); required in production. */
  SEPA_IBAN_KEY: z.string().min(16).optional(),
  /** Folder of the backup archives (`backup`, `backup --schedule`, `restore`); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** Local time of the daily backup of `backup --schedule`, in BACKUP_TZ. */
  BACKUP_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'heure HH:MM attendue (ex. 02:30)')
    .default('02:30'),
  BACKUP_TZ: z.string().refine(isTimeZone, 'fuseau horaire IANA attendu (ex. Europe/Paris)').default('Europe/Paris'),
  /** A MaxMind DB (GeoLite2-City or -Country .mmdb) giving the approximate place of sessions; unset: no place shown. */
  GEOIP_DATABASE: z.string().optional(),
  /** Folder of pg_dump and pg_restore; default Debian's versioned clients (/usr/lib/postgresql/N/bin), then the PATH. */
  PG_BIN_DIR: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;
