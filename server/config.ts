import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../core/contracts/settings';

/** Environment configuration; the README's configuration table documents each variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  OWNER_ACCESS_CODE: z.string().min(8).optional(),
  EMPLOYEE_ACCESS_CODE: z.string().min(6).optional(),
  APP_ORIGIN: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Checked here: a misspelt zone would otherwise fail at the first date a request formats. */
  APP_TIMEZONE: z.string().refine(isTimeZone, 'APP_TIMEZONE must be an IANA time zone, e.g. Australia/Melbourne').default(DEFAULT_TIME_ZONE),
  /** Requests per minute per client address; generous because staff share office networks. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /**
   * Password and PIN sign-ins and sign-ups together per minute per client address: each
   * costs an argon2id hash, and per-account lockouts alone let one address try a password
   * on every account. A staff member signs in about once a month per device.
   */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Behind a reverse proxy: how many proxies, or which, may write X-Forwarded-For (see parseTrustProxy). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Seconds a request may take to arrive (headers, then body): a body that trickles in is
   * answered 408 and its connection closed, so slow senders cannot hold the server.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  /** The same for a photo upload: up to 15 MB from a phone on a weak signal. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(120),
  /** Photo files without a row (left by a crash mid-upload) are removed once this old. */
  UPLOAD_ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).default(10),
  /** Server processes sharing the port (PostgreSQL only): default one per core in production. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where files live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket, see storageConfig). */
  STORAGE: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  ownerAccessCode: string | undefined;
  employeeAccessCode: string | undefined;
  appOrigin: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  timeZone: string;
  rateLimitPerMinute: number;
  signInRateLimitPerMinute: number;
  logLevel: string;
  workers: number | undefined;
  uploadOrphanGraceMinutes: number;
  requestTimeoutSeconds: number;
  uploadTimeoutSeconds: number;
  /** Fastify's trustProxy: no proxy, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  /** Directory holding the built web app (index.html); absent in API-only tests. */
  webDir: string | undefined;
  /** Where stored files live (server/lib/storage). */
  storage: StorageConfig;
}

export type StorageConfig =
  | { kind: 'local' }
  | { kind: 's3'; endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

const S3_HELP = 'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS)';

/** STORAGE and the S3_ variables -> the storage settings, or the operator's mistakes in words. */
export function storageConfig(env: Partial<Record<`STORAGE` | `S3_${string}`, string>>): StorageConfig | { errors: string[] } {
  const kind = (env.STORAGE ?? '').trim() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') return { errors: [`STORAGE: "${kind}" is not a storage; use STORAGE=local (the default, files under DATA_DIR/uploads) or STORAGE=s3.`] };
  const errors: string[] = [];
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]?.trim());
  if (missing.length) errors.push(`${missing.join(', ')}: not set. ${S3_HELP}.`);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    errors.push(`S3_ENDPOINT: "${endpoint}" is not a URL; write it as http(s)://host[:port], e.g. https://s3.example.com.`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    errors.push(`S3_BUCKET: "${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens).`);
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) errors.push(`S3_FORCE_PATH_STYLE: "${env.S3_FORCE_PATH_STYLE}" must be true or false.`);
  if (errors.length) return { errors };
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  'Set the number of proxies in front of the app (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.2,10.0.1.0/24)';
/** Names proxy-addr (Fastify's trustProxy) understands for the local ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY -> which X-Forwarded-For entries are believed. Trusting every hop (`true`)
 * lets the client choose its own address with the left-most entry, escaping the per-address
 * limits and faking the address the Security Monitor shows, so it is refused; a count
 * believes only the entries the app's own proxies appended, a list only those proxies.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return { error: `TRUST_PROXY=true trusts every hop, so a client could pick its own address. ${TRUST_PROXY_HELP}.` };
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined) return { error: `TRUST_PROXY: "${bad}" is neither a hop count nor an IP address or CIDR range. ${TRUST_PROXY_HELP}.` };
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The setting as Fastify takes it. A count becomes "the first n hops from the socket": a plain
 * number means trust nothing in Fastify 5.12 (it cannot check the peer), so the count is
 * only right when the app is reachable solely through those proxies (docs/security.md).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The environment's mistakes, one line each, in words an operator can act on. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => (i.message.includes(String(i.path[0])) ? i.message : `${i.path.join('.')}: ${i.message}`));
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const parsed = result.data;
  const storage = storageConfig(parsed);
  if ('errors' in storage) throw new ConfigError(`Invalid configuration:\n  ${storage.errors.join('\n  ')}`);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: parsed.DATABASE_URL || undefined,
    ownerAccessCode: parsed.OWNER_ACCESS_CODE,
    employeeAccessCode: parsed.EMPLOYEE_ACCESS_CODE,
    appOrigin: parsed.APP_ORIGIN?.replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM || undefined,
    timeZone: parsed.APP_TIMEZONE,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    signInRateLimitPerMinute: parsed.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    logLevel: parsed.LOG_LEVEL,
    workers: parsed.WORKERS,
    uploadOrphanGraceMinutes: parsed.UPLOAD_ORPHAN_GRACE_MINUTES,
    requestTimeoutSeconds: parsed.REQUEST_TIMEOUT_SECONDS,
    uploadTimeoutSeconds: parsed.UPLOAD_TIMEOUT_SECONDS,
    trustProxy: parsed.TRUST_PROXY,
    webDir: path.resolve('dist/web'),
    storage,
    ...overrides,
  };
}

/**
 * Processes serving the app: PGlite is an embedded, single-process database, so one; on
 * PostgreSQL `WORKERS`, or one per core in production, all sharing the port (node:cluster).
 */
export function processCount(config: Pick<AppConfig, 'databaseUrl' | 'workers' | 'env'>): number {
  if (!config.databaseUrl) return 1;
  return config.workers ?? (config.env === 'production' ? availableParallelism() : 1);
}
