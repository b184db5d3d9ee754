import { fromBase64Url, hmacSha256, toBase64Url, utf8 } from './sha256';

/**
 * Signed tokens of the in-browser demo auth: standard JWTs, HS256, with a key that is public
 * on purpose (the demo proves the client's token handling, it protects nothing). Signed with
 * our own HMAC-SHA-256 rather than WebCrypto, which plain-http origins do not have (see
 * ./sha256.ts).
 */
const DEMO_SECRET = 'mirante-demo-key-not-a-secret-0001';
const KEY = utf8(DEMO_SECRET);

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
}

const encodeJson = (value: object) => toBase64Url(utf8(JSON.stringify(value)));
const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });

/** The base64url HMAC of a JWT's `header.payload`. */
const signatureOf = (signingInput: string) => toBase64Url(hmacSha256(KEY, utf8(signingInput)));

function sign(subject: string, kind: TokenKind, ttlSeconds: number, now: number): string {
  const issuedAt = Math.floor(now / 1000);
  const payload = encodeJson({
    typ: kind,
    sub: subject,
    iat: issuedAt,
    jti: `${kind}-${issuedAt}-${Math.random().toString(36).slice(2, 10)}`,
    exp: issuedAt + ttlSeconds,
  });
  return `${HEADER}.${payload}.${signatureOf(`${HEADER}.${payload}`)}`;
}

export function issueTokens(subject: string | number, now = Date.now()) {
  const id = String(subject);
  return Promise.resolve({
    accessToken: sign(id, 'access', ACCESS_TOKEN_TTL_SECONDS, now),
    refreshToken: sign(id, 'refresh', REFRESH_TOKEN_TTL_SECONDS, now),
  });
}

/** Signs one token with a chosen lifetime (tests use it to make expired tokens). */
export function signToken(
  subject: string | number,
  kind: TokenKind,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  return Promise.resolve(sign(String(subject), kind, ttlSeconds, now));
}

/** A base64url part of a JWT read as a JSON object, or `null`. */
function decodeJson(part: string): Record<string, unknown> | null {
  const bytes = fromBase64Url(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The subject of a valid token: our signature, HS256, the kind asked for, not expired. */
function subjectOf(token: string, kind: TokenKind, now: number): string | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  if (rest.length > 0 || signature !== signatureOf(`${header}.${payload}`)) return null;
  if (decodeJson(header)?.alg !== 'HS256') return null;
  const claims = decodeJson(payload);
  if (claims?.typ !== kind || typeof claims.sub !== 'string') return null;
  // Expired from the second `exp` names on, as jose's jwtVerify counts it.
  return typeof claims.exp === 'number' && claims.exp > Math.floor(now / 1000) ? claims.sub : null;
}

/** The subject of a valid token of the given kind, or `null` (bad signature, expired, wrong kind). */
export function verifyToken(token: string, kind: TokenKind): Promise<string | null> {
  return Promise.resolve(subjectOf(token, kind, Date.now()));
}
