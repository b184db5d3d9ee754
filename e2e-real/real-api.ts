import { existsSync } from 'node:fs';
import * as z from 'zod/mini';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db';
import type { AuthRepository } from '../server/repository';
import { createSqliteRepository } from '../server/sqlite-repository';
import { createTokenService, type AccessClaims } from '../server/tokens';

/** The reference API of this run (started by `playwright.real.config.ts`). */
export const apiUrl = process.env.E2E_REAL_API_URL ?? 'http://127.0.0.1:3334';

let db: Db | null = null;
let store: AuthRepository | null = null;

/** The API's SQLite file, opened beside the running server (WAL: read live). */
function apiDatabase(): Db {
  const path = process.env.E2E_REAL_DB;
  if (!path || !existsSync(path)) {
    throw new Error('No reference API database: run these tests with playwright.real.config.ts');
  }
  db ??= openDatabase(path);
  return db;
}

/**
 * The API's own store, opened on its SQLite file beside the running server, as a second
 * instance would: what the tests read there is what the server wrote.
 */
export function apiStore(): AuthRepository {
  store ??= createSqliteRepository(apiDatabase());
  return store;
}

const countSchema = z.object({ n: z.number() });

/**
 * How many refresh tokens a session was issued: the first, plus one per rotation. The
 * repository has no such question, so it is asked of the table directly.
 */
export function refreshTokenCount(sessionId: number): number {
  const row = apiDatabase()
    .prepare('SELECT count(*) AS n FROM refresh_tokens WHERE session_id = ?')
    .get(sessionId);
  return countSchema.parse(row).n;
}

/** The session an access token names (its `sid` claim). */
export function sessionIdOf(accessToken: string | null | undefined): number {
  const payload = accessToken?.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid?: string };
  return Number(claims.sid);
}

function apiTokens() {
  const secret = process.env.E2E_REAL_JWT_SECRET;
  if (!secret) throw new Error('No API secret: run these tests with playwright.real.config.ts');
  // Derived as the API derives it; the lifetime only matters for tokens signed here.
  return createTokenService(loadConfig({ API_JWT_SECRET: secret }).jwtSecret, 600);
}

/**
 * Who and which session an access token names, if the API signed it, checked as of when
 * it was issued: the dashboard's tokens live 4 seconds here, and a busy machine may take
 * longer than that to get from one step of a test to the next.
 */
export async function claimsAtIssue(
  token: string | null | undefined,
): Promise<AccessClaims | null> {
  const payload = token?.split('.')[1] ?? '';
  const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat?: number };
  const age = Math.ceil(Date.now() / 1000 - (iat ?? 0));
  return apiTokens().verifyAccessToken(token ?? '', Math.max(age, 0) + 1);
}

/** An access token for an open session, signed as the API signs them but with 10 minutes. */
export function accessTokenFor(claims: AccessClaims): Promise<string> {
  return apiTokens().signAccessToken(claims);
}
