import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed tokens of the in-browser demo auth. HS256 with a key that is public on purpose:
 * the demo proves the client's token handling, it protects nothing.
 */
const DEMO_KEY = new TextEncoder().encode('mirante-demo-key-not-a-secret-0001');

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
}

function sign(subject: string, kind: TokenKind, ttlSeconds: number, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ typ: kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setJti(`${kind}-${issuedAt}-${Math.random().toString(36).slice(2, 10)}`)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(DEMO_KEY);
}

export async function issueTokens(subject: string | number, now = Date.now()) {
  const id = String(subject);
  const [accessToken, refreshToken] = await Promise.all([
    sign(id, 'access', ACCESS_TOKEN_TTL_SECONDS, now),
    sign(id, 'refresh', REFRESH_TOKEN_TTL_SECONDS, now),
  ]);
  return { accessToken, refreshToken };
}

/** Signs one token with a chosen lifetime (tests use it to make expired tokens). */
export function signToken(
  subject: string | number,
  kind: TokenKind,
  ttlSeconds: number,
  now = Date.now(),
) {
  return sign(String(subject), kind, ttlSeconds, now);
}

/** The subject of a valid token of the given kind, or `null` (bad signature, expired, wrong kind). */
export async function verifyToken(token: string, kind: TokenKind): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, DEMO_KEY, { algorithms: ['HS256'] });
    return payload.typ === kind && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
