import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import type { AuthRepository } from '../server/repository';
import { createSqliteRepository } from '../server/sqlite-repository';
import { createTokenService, type AccessClaims } from '../server/tokens';

/** The reference API of this run (started by `playwright.real.config.ts`). */
export const apiUrl = process.env.E2E_REAL_API_URL ?? 'http://127.0.0.1:3334';

let store: AuthRepository | null = null;

/**
 * The API's own store, opened on its SQLite file beside the running server, as a second
 * instance would: what the tests read there is what the server wrote.
 */
export function apiStore(): AuthRepository {
  const path = process.env.E2E_REAL_DB;
  if (!path || !existsSync(path)) {
    throw new Error('No reference API database: run these tests with playwright.real.config.ts');
  }
  store ??= createSqliteRepository(openDatabase(path));
  return store;
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
