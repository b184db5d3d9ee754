import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed tokens of the in-browser demo auth. HS256 with a key that is public on purpose:
 * the demo proves the client's token handling, it protects nothing.
 */
const DEMO_SECRET = 'mirante-demo-key-not-a-secret-0001';

// A CryptoKey rather than raw bytes: it works in every realm (browser, jsdom, Node).
let demoKey: Promise<CryptoKey> | null = null;
const key = () =>
  (demoKey ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(DEMO_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ));

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
}

async function sign(
  subject: string,
  kind: TokenKind,
  ttlSeconds: number,
  now: number,
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ typ: kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setJti(`${kind}-${issuedAt}-${Math.random().toString(36).slice(2, 10)}`)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await key());
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
    const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
    return payload.typ === kind && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
