import { sessionIdSchema, tokenSchema, userDataSchema, type SessionPayload } from '@/contract/auth';
import { readRaw, removeKey, writeJson, writeRaw } from '@/lib/storage';

// The shapes are the contract's (`src/contract/auth.ts`); this module keeps them in storage.
export { sessionPayloadSchema, userDataSchema } from '@/contract/auth';
export type { SessionPayload, UserData } from '@/contract/auth';

export const storageKeys = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  sessionId: 'logUsuarioSessaoID',
} as const;

export function clearStoredSession(): void {
  Object.values(storageKeys).forEach(removeKey);
}

export function writeStoredSession(session: SessionPayload): void {
  writeJson(storageKeys.userData, session.userData);
  writeRaw(storageKeys.accessToken, session.accessToken);
  writeRaw(storageKeys.refreshToken, session.refreshToken);
  writeRaw(storageKeys.sessionId, session.logUsuarioSessaoID);
}

export function writeStoredTokens(accessToken: string, refreshToken: string): void {
  writeRaw(storageKeys.accessToken, accessToken);
  writeRaw(storageKeys.refreshToken, refreshToken);
}

function parseJson(raw: string | null): unknown {
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * The stored session, or `null`. Every key is validated; when one is present but missing,
 * malformed or of the wrong shape, the whole session is removed (a clean sign-out).
 */
export function readStoredSession({
  repair = true,
}: { repair?: boolean } = {}): SessionPayload | null {
  const present = Object.values(storageKeys).some((key) => readRaw(key) !== null);
  if (!present) return null;
  const userData = userDataSchema.safeParse(parseJson(readRaw(storageKeys.userData)));
  const accessToken = tokenSchema.safeParse(readRaw(storageKeys.accessToken));
  const refreshToken = tokenSchema.safeParse(readRaw(storageKeys.refreshToken));
  const sessionId = sessionIdSchema.safeParse(readRaw(storageKeys.sessionId));
  if (!userData.success || !accessToken.success || !refreshToken.success || !sessionId.success) {
    // Another tab may be half-way through writing: only a boot read cleans up.
    if (repair) clearStoredSession();
    return null;
  }
  return {
    userData: userData.data,
    accessToken: accessToken.data,
    refreshToken: refreshToken.data,
    logUsuarioSessaoID: sessionId.data,
  };
}
