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
  /** Set when behind a reverse proxy so that client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  /** Photo files without a row (left by a crash mid-upload) are removed once this old. */
  UPLOAD_ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).default(10),
  /** Server processes sharing the port (PostgreSQL only): default one per core in production. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  trustProxy: boolean;
  /** Directory holding the built web app (index.html); absent in API-only tests. */
  webDir: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.parse(env);
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
    trustProxy: parsed.TRUST_PROXY === 'true' || parsed.TRUST_PROXY === '1',
    webDir: path.resolve('dist/web'),
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
