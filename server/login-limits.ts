import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRepository } from './repository';

/**
 * Sign-in attempts counted per client address and per account, each in its own window.
 * Past either limit the answer is 429 with `Retry-After`. The counters are rows of the
 * store, so every instance on one database counts the same attempts: five wrong passwords
 * spread over two instances are five.
 */
export interface LoginLimits {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

type Counters = Pick<AuthRepository, 'hitCounter' | 'pruneCounters'>;

/** The e-mail an attempt is for, normalised as the store compares it. */
function accountOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : null;
}

/** Hooks for a route: `onRequest` counts the address, `preHandler` the account. */
export function createLoginLimits(counters: Counters, limits: LoginLimits, now = Date.now) {
  const windowMs = limits.windowSeconds * 1000;
  let nextPrune = 0;

  async function refuseWhenExceeded(
    kind: 'ip' | 'account',
    key: string,
    max: number,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const at = now();
    // Ended windows are deleted once a window by each instance, so the table stays small.
    if (at >= nextPrune) {
      nextPrune = at + windowMs;
      await counters.pruneCounters(at);
    }
    const { hits, resetsAt } = await counters.hitCounter(`${kind}:${key}`, windowMs, at);
    if (hits <= max) return;
    const retryAfter = Math.max(1, Math.ceil((resetsAt - at) / 1000));
    request.log.warn({ limit: kind }, 'sign-in attempts limited');
    return reply
      .code(429)
      .header('Retry-After', String(retryAfter))
      .send({ error: `Too many attempts. Try again in ${retryAfter} seconds.` });
  }

  return {
    perIp: (request: FastifyRequest, reply: FastifyReply) =>
      refuseWhenExceeded('ip', request.ip, limits.perIp, request, reply),
    perAccount: async (request: FastifyRequest, reply: FastifyReply) => {
      const account = accountOf(request.body);
      if (account === null) return;
      return refuseWhenExceeded('account', account, limits.perAccount, request, reply);
    },
  };
}
