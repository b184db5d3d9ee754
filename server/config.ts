import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { AbilityRule } from '../src/contract/auth';
import { ADMIN_ABILITY, CLIENT_ABILITY } from '../src/features/auth/demo/data';

/**
 * The reference API's settings, read once from the environment (the table in docs/reference-api.md).
 * A wrong value stops the start with a message naming the variable.
 */
const seconds = z.optional(z.string().check(z.regex(/^\d+$/)));
const flag = z.optional(z.enum(['on', 'off', 'true', 'false', '1', '0']));

/**
 * What an account made through `POST /jwt/register` may do, by the name `API_REGISTER_ROLE`
 * takes: the roles of SPEC §6 and their abilities (the demo's own, for the first two).
 */
export const REGISTER_ROLES = {
  /** The spec's administrator: `manage all` (the demo's "a newly registered user gets admin"). */
  admin: ADMIN_ABILITY,
  /** The demo's client: `read ACL` and `read Auth`. */
  client: CLIENT_ABILITY,
  /** Least privilege: `read Auth` only (the auth pages), until someone grants more. */
  subscriber: [{ action: 'read', subject: 'Auth' }],
} as const satisfies Record<string, readonly AbilityRule[]>;
export type RegisterRole = keyof typeof REGISTER_ROLES;
const registerRoles = Object.keys(REGISTER_ROLES) as [RegisterRole, ...RegisterRole[]];

const envSchema = z.object({
  NODE_ENV: z.optional(z.string()),
  API_HOST: z.optional(z.string().check(z.minLength(1))),
  API_PORT: z.optional(z.string().check(z.regex(/^\d{1,5}$/))),
  API_DB_PATH: z.optional(z.string().check(z.minLength(1))),
  API_DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\/\S+$/))),
  API_DATABASE_POOL: seconds,
  API_JWT_SECRET: z.optional(z.string()),
  API_ACCESS_TTL: seconds,
  API_REFRESH_TTL: seconds,
  API_REFRESH_GRACE: seconds,
  API_CORS_ORIGINS: z.optional(z.string()),
  API_LOGIN_WINDOW: seconds,
  API_LOGIN_MAX_PER_IP: seconds,
  API_LOGIN_MAX_PER_ACCOUNT: seconds,
  API_BODY_LIMIT: seconds,
  API_TRUST_PROXY: flag,
  API_SEED_DEMO_USERS: flag,
  API_REGISTER_ROLE: z.optional(z.enum(registerRoles)),
  API_LOG_LEVEL: z.optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
});
export type ServerEnv = z.infer<typeof envSchema>;

export const MIN_SECRET_LENGTH = 32;

/** The dashboard's own origins: `npm run dev` and `npm start` / `npm run preview`. */
export const DEFAULT_CORS_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface ServerConfig {
  host: string;
  port: number;
  dbPath: string;
  /** A PostgreSQL connection string; `null` keeps the SQLite file at `dbPath`. */
  databaseUrl: string | null;
  /** Connections the PostgreSQL pool may open. */
  databasePoolSize: number;
  production: boolean;
  jwtSecret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /**
   * How long a spent refresh token, shown again by its own session, is answered with the
   * successor already issued (two tabs that refreshed at once) instead of ending the session.
   */
  refreshGraceSeconds: number;
  corsOrigins: string[];
  loginLimit: { windowSeconds: number; perIp: number; perAccount: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  seedDemoUsers: boolean;
  /** The role, and with it the ability, of a self-registered account. */
  registerRole: RegisterRole;
  logLevel: string;
  /** What the operator should know about this configuration (logged at start). */
  warnings: string[];
}

const isOn = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['on', 'true', '1'].includes(value);
const count = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : Number(value);

function jwtSecret(env: ServerEnv, production: boolean, warnings: string[]): Uint8Array {
  const secret = env.API_JWT_SECRET ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return new TextEncoder().encode(secret);
  if (production) {
    throw new Error(
      `API_JWT_SECRET must hold at least ${MIN_SECRET_LENGTH} characters in production ` +
        '(for example: openssl rand -base64 48).',
    );
  }
  if (secret) {
    warnings.push(
      `API_JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: fine for development only.`,
    );
    // Stretched so HS256 gets a full-length key; still only as strong as the short secret.
    return createHash('sha256').update(secret).digest();
  }
  warnings.push(
    'API_JWT_SECRET is not set: using a random secret for this run. Access tokens end at a ' +
      'restart (the dashboard renews them with its refresh token) and other instances would ' +
      'not accept them.',
  );
  return randomBytes(48);
}

/**
 * The administrator only where the demo accounts are seeded outside production (anyone may
 * try everything there); least privilege otherwise. An administrator by choice in
 * production is allowed, with a warning.
 */
function registerRole(
  env: ServerEnv,
  production: boolean,
  seedDemoUsers: boolean,
  warnings: string[],
): RegisterRole {
  const role = env.API_REGISTER_ROLE ?? (seedDemoUsers && !production ? 'admin' : 'subscriber');
  if (production && role === 'admin') {
    warnings.push(
      'API_REGISTER_ROLE=admin in production: anyone who reaches /jwt/register becomes an ' +
        'administrator (manage all).',
    );
  }
  return role;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid API configuration: ${names}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const warnings: string[] = [];
  const secret = jwtSecret(env, production, warnings);
  const seedDemoUsers = isOn(env.API_SEED_DEMO_USERS, !production);
  const origins = (env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: count(env.API_PORT, 3333),
    dbPath: env.API_DB_PATH ?? './data/mirante.db',
    databaseUrl: env.API_DATABASE_URL ?? null,
    databasePoolSize: Math.max(1, count(env.API_DATABASE_POOL, 10)),
    production,
    jwtSecret: secret,
    accessTtlSeconds: Math.max(1, count(env.API_ACCESS_TTL, 10 * 60)),
    refreshTtlSeconds: Math.max(1, count(env.API_REFRESH_TTL, 7 * 24 * 60 * 60)),
    refreshGraceSeconds: count(env.API_REFRESH_GRACE, 10),
    corsOrigins: origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
    loginLimit: {
      windowSeconds: Math.max(1, count(env.API_LOGIN_WINDOW, 60)),
      perIp: count(env.API_LOGIN_MAX_PER_IP, 20),
      perAccount: count(env.API_LOGIN_MAX_PER_ACCOUNT, 5),
    },
    bodyLimitBytes: count(env.API_BODY_LIMIT, 16 * 1024),
    trustProxy: isOn(env.API_TRUST_PROXY, false),
    seedDemoUsers,
    registerRole: registerRole(env, production, seedDemoUsers, warnings),
    logLevel: env.API_LOG_LEVEL ?? 'info',
    warnings,
  };
}
