import fs from 'node:fs';
import path from 'node:path';
import { DEV_SEPA_IBAN_KEY, DEV_SECRETS, EnvSchema, type Env } from './config.schema';
import { mmdbProblem } from './mmdb-check';
import { productionProblems } from './production-checks';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  publicUrl: string;
  /** INTERNAL_URL, else PUBLIC_URL: how the api reaches itself (the development provider's token and user-info calls). */
  internalUrl: string;
  database: { url?: string; embeddedPort: number };
  dataDir: string;
  redisUrl: string;
  queuePrefix: string;
  /** BullMQ's job lock (QUEUE_LOCK_MS, default 30000): how soon a job whose worker died is taken again. */
  queueLockMs: number;
  /** Start of every rate-limit key in Redis (no glob characters, so a SCAN MATCH needs no escaping). */
  rateLimitPrefix: string;
  /** `absoluteMs`: lifetime from sign-in, whatever the activity (the cookie itself rolls for 24 h). */
  session: { secret: string; secure: boolean; absoluteMs: number };
  /** Express's `trust proxy`: false (the socket's address), a number of hops, or the proxies' addresses. */
  trustProxy: number | string[] | false;
  theme: { name: string; dir: string };
  /** `compress`: gzip/brotli of answers from 1 KB, when no proxy in front does it. */
  web: { serve: boolean; distDir: string; compress: boolean };
  worker: { inProcess: boolean; healthPort: number };
  seedOnFirstStart: boolean;
  /** A QA stack or a developer's machine: the QA set, the development provider and secrets are allowed (never in production). */
  qa: boolean;
  mail: { smtpUrl?: string; from?: string; outboxDir: string };
  /** SMS: files under `filesDir` (development, QA) or the provider's HTTP gateway (production). */
  sms: { provider: 'file' | 'http'; filesDir: string; gateway?: SmsGatewayConfig };
  oidc: { issuer?: string; clientId: string; clientSecret: string };
  login: { maxFailures: number; maxPerAddress: number; blockSeconds: number };
  /** argon2 computations at once and waiting their turn; past both, a 503 (the process's threads and memory stay for everyone else). */
  passwords: { maxConcurrent: number; maxWaiting: number; holdMs: number; maxHeld: number; pressureMs: number };
  account: {
    activationTtlHours: number;
    resetTtlMinutes: number;
    codeTtlMinutes: number;
    /** Calls per client address and 15 minutes to each unauthenticated account endpoint. */
    maxPerAddress: number;
    breachRange: { url: string; timeoutMs: number };
    altcha: { hmacKey: string; cost: number; maxCounter: number };
  };
  /** Days an invitation to share a dossier stays valid; invitations one user may send per hour. */
  invitation: { ttlDays: number; perHour: number };
  /** The webinar service giving participants their link (spec README: external, configured). */
  webinar: { url?: string; timeoutMs: number };
  /** The public service's hiring simulator script (spec README: external, configured); its origin joins the CSP. */
  hiringSimulator: { scriptUrl?: string; origin?: string };
  /** Background tiles of the yield map (MAP_TILES_URL); their origin joins img-src only when set. */
  mapTiles: { url?: string; origin?: string; attribution?: string };
  /** Embed template of the directory's videos (ANNUAIRE_VIDEO_EMBED_URL, `{id}`); its origin joins frame-src only when set. */
  annuaireVideo: { embedUrl?: string; origin?: string };
  /** Videos of the founders' programme (OIC_VIDEO_*_URL), links opened in a new tab. */
  oicVideos: { presentation?: string; profil?: string };
  /**
   * Where the attachments of appointment requests stream before they reach the blob store (parts, random names
   * only), for how many days after the request (or its appointment, when later), and how many requests one user may
   * send per hour.
   */
  rendezVous: { filesDir: string; retentionDays: number; requestsPerHour: number };
  /** Blob store of the document store, previews and generated PDFs. */
  storage: { driver: Env['STORAGE_DRIVER']; filesDir: string; shared: boolean; s3?: S3Config };
  /** Backups: the archives' folder, the daily run's time and time zone (`backup --schedule`), pg_dump's folder when set. */
  backup: { dir: string; at: string; timeZone: string; pgBinDir?: string };
  /** Credentials vault: the current master key and the former ones still readable (base64). */
  vault: { masterKey: string; previousKeys: string[] };
  /** SEPA creditor of the direct-debit mandates (name unset: the theme's entity name) and the IBAN encryption key. */
  sepa: {
    creancierNom?: string;
    creancierAdresse: string;
    ics: string;
    /** Only to read mandates sealed before the key ring (until vault:rotate). */ ibanKey?: string;
  };
  logLevel: Env['LOG_LEVEL'];
  /** LOG_FORMAT, else pretty outside production (readable only where pino-pretty is installed: never the images). */
  logFormat: 'pretty' | 'json';
  /** GEOIP_DATABASE: the MaxMind database of the sessions' approximate place, read locally (unset: no place). */
  geoip: { database?: string };
  /** METRICS_TOKEN: /metrics answers only with it (Bearer), and 404 without one configured. */
  metrics: { token?: string };
  rootDir: string;
}

export class ConfigError extends Error {}

/** The repository root: the nearest folder above whose package.json declares the workspaces. */
export const ROOT_DIR = findRoot(__dirname);

function findRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && 'workspaces' in JSON.parse(fs.readFileSync(file, 'utf8'))) return dir;
  }
  return process.cwd();
}

export interface SmsGatewayConfig {
  url: string;
  login: string;
  key: string;
  sender?: string;
  timeoutMs: number;
}

function smsGateway(e: Env): SmsGatewayConfig | undefined {
  if (e.SMS_PROVIDER !== 'http') return undefined;
  const missing = (['SMS_GATEWAY_LOGIN', 'SMS_GATEWAY_KEY'] as const).filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`Configuration invalide :\n${missing.map((k) => `  - ${k}: obligatoire avec SMS_PROVIDER=http`).join('\n')}`);
  return { url: e.SMS_GATEWAY_URL, login: e.SMS_GATEWAY_LOGIN!, key: e.SMS_GATEWAY_KEY!, sender: e.SMS_SENDER, timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS };
}

/** Where the S3 driver writes (STORAGE_DRIVER=s3). */
export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** S3_CREATE_BUCKET: the bucket is created at start when absent. */
  createBucket?: boolean;
}

function s3Config(e: Env): S3Config | undefined {
  if (e.STORAGE_DRIVER !== 's3') return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`Configuration invalide :\n${missing.map((k) => `  - ${k}: obligatoire avec STORAGE_DRIVER=s3`).join('\n')}`);
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY!,
    secretAccessKey: e.S3_SECRET_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    createBucket: e.S3_CREATE_BUCKET,
  };
}

const UNSHARED_FILES =
  'STORAGE_DRIVER: fs avec un worker séparé (RUN_WORKER_IN_PROCESS=false) : les autres processus ne verraient pas ces fichiers. Choisissez STORAGE_DRIVER=s3, ou FILES_SHARED=true si FILES_DIR est un volume partagé par toutes les api et tous les workers.';

/** A stand-alone worker shares the blob store with the api by definition: it refuses a store only it would see. */
export function assertSharedStorage(config: AppConfig): void {
  if (!config.storage.shared)
    throw new ConfigError(
      `Configuration invalide :\n  - ${UNSHARED_FILES.replace('avec un worker séparé (RUN_WORKER_IN_PROCESS=false)', 'pour un worker séparé')}`,
    );
}

/** Parses the environment once; every missing or bad variable is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable is an unset one: compose's `${VAR:-}` passes '' for what .env leaves out.
  const given: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  // Without PUBLIC_URL, the portal is where it listens: PORT=3400 alone means http://localhost:3400, not :3000.
  if (!given.PUBLIC_URL && /^\d+$/.test(given.PORT ?? '') && given.PORT !== '0') given.PUBLIC_URL = `http://localhost:${given.PORT}`;
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const qa = e.NODE_ENV !== 'production' || e.QA_MODE;
  const problems = qa ? [] : productionProblems(e);
  if (e.STORAGE_DRIVER === 'fs' && !e.RUN_WORKER_IN_PROCESS && !e.FILES_SHARED) problems.push(UNSHARED_FILES);
  const geoipDatabase = e.GEOIP_DATABASE ? path.resolve(ROOT_DIR, e.GEOIP_DATABASE) : undefined;
  const geoipProblem = geoipDatabase && mmdbProblem(geoipDatabase);
  if (geoipProblem) problems.push(`GEOIP_DATABASE: ${geoipProblem}`);
  if (problems.length) throw new ConfigError(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    internalUrl: (e.INTERNAL_URL ?? e.PUBLIC_URL).replace(/\/$/, ''),
    database: { url: e.DATABASE_URL, embeddedPort: e.EMBEDDED_PG_PORT },
    dataDir,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    queueLockMs: e.QUEUE_LOCK_MS,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    session: {
      secret: e.SESSION_SECRET ?? DEV_SECRETS.SESSION_SECRET,
      secure: e.PUBLIC_URL.startsWith('https://'),
      absoluteMs: Math.round(e.SESSION_ABSOLUTE_HOURS * 3600 * 1000),
    },
    trustProxy: e.TRUST_PROXY,
    theme: { name: e.THEME, dir: path.resolve(ROOT_DIR, e.THEMES_DIR ?? 'themes') },
    web: { serve: e.SERVE_WEB, distDir: path.resolve(ROOT_DIR, e.WEB_DIST_DIR ?? 'apps/web/dist'), compress: e.COMPRESS_RESPONSES },
    worker: { inProcess: e.RUN_WORKER_IN_PROCESS, healthPort: e.WORKER_HEALTH_PORT },
    seedOnFirstStart: e.SEED_ON_FIRST_START && qa,
    qa,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'mail') },
    sms: { provider: e.SMS_PROVIDER ?? 'file', filesDir: path.join(dataDir, 'sms'), gateway: smsGateway(e) },
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET ?? DEV_SECRETS.OIDC_CLIENT_SECRET },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, maxPerAddress: e.LOGIN_MAX_PER_ADDRESS, blockSeconds: e.LOGIN_BLOCK_SECONDS },
    passwords: {
      maxConcurrent: e.PASSWORD_MAX_CONCURRENT,
      maxWaiting: e.PASSWORD_MAX_WAITING,
      holdMs: e.PASSWORD_HOLD_MS,
      maxHeld: e.PASSWORD_MAX_HELD,
      pressureMs: e.PASSWORD_PRESSURE_SECONDS * 1000,
    },
    account: {
      activationTtlHours: e.ACTIVATION_TTL_HOURS,
      resetTtlMinutes: e.RESET_TTL_MINUTES,
      codeTtlMinutes: e.VALIDATION_CODE_TTL_MINUTES,
      maxPerAddress: e.ACCOUNT_MAX_PER_ADDRESS,
      breachRange: { url: e.BREACH_RANGE_URL.replace(/\/$/, ''), timeoutMs: e.BREACH_TIMEOUT_MS },
      altcha: { hmacKey: e.ALTCHA_HMAC_KEY ?? DEV_SECRETS.ALTCHA_HMAC_KEY, cost: e.ALTCHA_COST, maxCounter: e.ALTCHA_MAX_COUNTER },
    },
    invitation: { ttlDays: e.INVITATION_TTL_DAYS, perHour: e.INVITATIONS_PER_HOUR },
    webinar: { url: e.WEBINAR_URL?.replace(/\/$/, ''), timeoutMs: e.WEBINAR_TIMEOUT_MS },
    hiringSimulator: { scriptUrl: e.HIRING_SIMULATOR_SCRIPT_URL, origin: e.HIRING_SIMULATOR_SCRIPT_URL && new URL(e.HIRING_SIMULATOR_SCRIPT_URL).origin },
    oicVideos: { presentation: e.OIC_VIDEO_PRESENTATION_URL, profil: e.OIC_VIDEO_PROFIL_URL },
    mapTiles: { url: e.MAP_TILES_URL, origin: e.MAP_TILES_URL && new URL(e.MAP_TILES_URL).origin, attribution: e.MAP_TILES_ATTRIBUTION },
    annuaireVideo: {
      embedUrl: e.ANNUAIRE_VIDEO_EMBED_URL,
      origin: e.ANNUAIRE_VIDEO_EMBED_URL && new URL(e.ANNUAIRE_VIDEO_EMBED_URL.replace('{id}', 'x')).origin,
    },
    rendezVous: {
      filesDir: e.RDV_FILES_DIR ? path.resolve(ROOT_DIR, e.RDV_FILES_DIR) : path.join(dataDir, 'rendez-vous'),
      retentionDays: e.RDV_FILES_RETENTION_DAYS,
      requestsPerHour: e.RDV_REQUESTS_PER_HOUR,
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      filesDir: e.FILES_DIR ? path.resolve(ROOT_DIR, e.FILES_DIR) : path.join(dataDir, 'files'),
      shared: e.STORAGE_DRIVER === 's3' || e.FILES_SHARED,
      s3: s3Config(e),
    },
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(ROOT_DIR, e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      at: e.BACKUP_AT,
      timeZone: e.BACKUP_TZ,
      pgBinDir: e.PG_BIN_DIR ? path.resolve(ROOT_DIR, e.PG_BIN_DIR) : undefined,
    },
    vault: { masterKey: e.VAULT_MASTER_KEY ?? DEV_SECRETS.VAULT_MASTER_KEY, previousKeys: e.VAULT_PREVIOUS_KEYS },
    sepa: {
      creancierNom: e.SEPA_CREANCIER_NOM,
      creancierAdresse: e.SEPA_CREANCIER_ADRESSE,
      ics: e.SEPA_ICS,
      ibanKey: e.SEPA_IBAN_KEY ?? (e.NODE_ENV === 'production' ? undefined : DEV_SEPA_IBAN_KEY),
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    geoip: { database: geoipDatabase },
    metrics: { token: e.METRICS_TOKEN },
    rootDir: ROOT_DIR,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
