import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sign-in attempts counted per client address and per account, each in its own window.
 * Past either limit the answer is 429 with `Retry-After`. The counters live in this process
 * (see the README for several instances).
 */
export interface LoginLimits {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  request.log.warn({ limit: result.key.split(':')[0] }, 'sign-in attempts limited');
  await reply
    .code(429)
    .header('Retry-After', String(result.ttlInSeconds))
    .send({ error: `Too many attempts. Try again in ${result.ttlInSeconds} seconds.` });
}

/** The e-mail an attempt is for, normalised as the store compares it. */
function accountOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : null;
}

/** Hooks for a route: `onRequest` counts the address, `preHandler` the account. */
export async function createLoginLimits(app: FastifyInstance, limits: LoginLimits) {
  await app.register(rateLimit, { global: false });
  const timeWindow = limits.windowSeconds * 1000;
  const byIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow,
    keyGenerator: (request) => `account:${accountOf(request.body) ?? ''}`,
  });
  return {
    perIp: (request: FastifyRequest, reply: FastifyReply) =>
      refuseWhenExceeded(byIp, request, reply),
    perAccount: async (request: FastifyRequest, reply: FastifyReply) => {
      if (accountOf(request.body) !== null) await refuseWhenExceeded(byAccount, request, reply);
    },
  };
}
