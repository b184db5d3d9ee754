import * as z from 'zod/mini';

const claimsSchema = z.object({ iat: z.number(), exp: z.number() });

/** Seconds a JWT was issued to live (`exp - iat`), or `null` for any other kind of token. */
export function tokenLifetime(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = claimsSchema.safeParse(JSON.parse(json));
    return claims.success ? claims.data.exp - claims.data.iat : null;
  } catch {
    return null;
  }
}

const MAX_MARGIN_MS = 30_000;

/**
 * Tells when an access token should be renewed before it is sent. The lifetime the token
 * carries is counted on this clock from the first time the client uses it, so a browser
 * whose clock is off never renews too early; a token read back after a reload is at worst
 * renewed late, where a 401 still does the job. Opaque tokens are left to the 401.
 */
export function createRenewalClock(now: () => number = Date.now) {
  let tracked: { token: string; renewAt: number } | null = null;
  return {
    isDue(token: string): boolean {
      if (tracked?.token !== token) {
        const lifetime = tokenLifetime(token);
        const lifetimeMs = lifetime === null ? Infinity : lifetime * 1000;
        const margin = Math.min(MAX_MARGIN_MS, Math.max(0, lifetimeMs / 10));
        tracked = { token, renewAt: now() + lifetimeMs - margin };
      }
      return now() >= tracked.renewAt;
    },
  };
}
