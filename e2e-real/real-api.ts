import { existsSync } from 'node:fs';
import { openDatabase } from '../server/db';
import type { AuthRepository } from '../server/repository';
import { createSqliteRepository } from '../server/sqlite-repository';

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
