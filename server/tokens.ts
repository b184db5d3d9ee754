import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as z from 'zod/mini';

/**
 * Access tokens are short-lived JWTs (HS256) naming the user (`sub`) and the session
 * (`sid`); every check also asks the store whether that session is still open. Refresh
 * tokens are 32 random bytes, stored only as their SHA-256 digest.
 */
const ISSUER = 'mirante-api';
const AUDIENCE = 'mirante-dashboard';

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

const claimsSchema = z.object({
  sub: z.string().check(z.regex(/^\d+$/)),
  sid: z.string().check(z.regex(/^\d+$/)),
  typ: z.literal('access'),
});

export function createTokenService(secret: Uint8Array, accessTtlSeconds: number) {
  // Its own key, apart from the JWTs': a successor can be worked out from a refresh token
  // only by an instance holding the secret.
  const successorKey = createHmac('sha256', secret).update('mirante refresh successor').digest();
  return {
    /**
     * The refresh token that succeeds `token` at its rotation: always the same one, so an
     * instance can hand it out again to a second use within the grace window without having
     * stored it (the store keeps digests only). Unguessable without the secret.
     */
    successorOf(token: string): string {
      return createHmac('sha256', successorKey).update(token).digest('base64url');
    },

    signAccessToken({ userId, sessionId }: AccessClaims, now = Date.now()): Promise<string> {
      const issuedAt = Math.floor(now / 1000);
      return new SignJWT({ sid: String(sessionId), typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTtlSeconds)
        .setJti(randomBytes(9).toString('base64url'))
        .sign(secret);
    },

    /**
     * The claims of an authentic access token, or `null`. `graceSeconds` accepts a token
     * that expired that long ago (logout may end a session whose access token lapsed).
     */
    async verifyAccessToken(token: string, graceSeconds = 0): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: graceSeconds,
        });
        const claims = claimsSchema.safeParse(payload);
        return claims.success
          ? { userId: Number(claims.data.sub), sessionId: Number(claims.data.sid) }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
