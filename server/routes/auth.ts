import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  AUTH_ENDPOINTS,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from '../../src/contract/auth';
import { publicUser, type AuthService, type ClientInfo } from '../auth-service';
import { parseBody } from '../http-errors';
import type { createLoginLimits } from '../login-limits';

export interface AuthRoutesOptions {
  auth: AuthService;
  limits: ReturnType<typeof createLoginLimits>;
}

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

const unauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ error: API_MESSAGES.unauthorized });

/** The login contract (SPEC §7, §8), plus `GET /me`. */
export function authRoutes(
  app: FastifyInstance,
  { auth, limits }: AuthRoutesOptions,
): Promise<void> {
  app.post(
    AUTH_ENDPOINTS.login,
    { onRequest: limits.perIp, preHandler: limits.perAccount },
    async (request, reply) => {
      const body = parseBody(loginRequestSchema, request.body);
      if (!body.ok) return reply.code(400).send(body.error);
      const session = await auth.login(body.data.email, body.data.password, clientOf(request));
      if (!session) {
        request.log.info('sign-in refused');
        return reply.code(400).send({ error: { email: [API_MESSAGES.invalidCredentials] } });
      }
      request.log.info({ sessionId: session.logUsuarioSessaoID }, 'session opened');
      return session;
    },
  );

  app.post(AUTH_ENDPOINTS.register, { onRequest: limits.perIp }, async (request, reply) => {
    const body = parseBody(registerRequestSchema, request.body);
    if (!body.ok) return reply.code(400).send(body.error);
    const result = await auth.register(body.data, clientOf(request));
    if ('taken' in result) {
      return {
        error: {
          ...(result.taken.email ? { email: API_MESSAGES.emailInUse } : {}),
          ...(result.taken.username ? { username: API_MESSAGES.usernameInUse } : {}),
        },
      };
    }
    request.log.info({ sessionId: result.session.logUsuarioSessaoID }, 'account created');
    return result.session;
  });

  app.post(AUTH_ENDPOINTS.refresh, async (request, reply) => {
    const body = parseBody(refreshRequestSchema, request.body);
    if (!body.ok) return reply.code(400).send(body.error);
    const tokens = await auth.refresh(body.data.refreshToken);
    if (!tokens) return reply.code(401).send({ error: API_MESSAGES.invalidRefresh });
    return tokens;
  });

  app.post(AUTH_ENDPOINTS.logout, async (request, reply) => {
    const token = bearerOf(request);
    if (!token || !(await auth.logout(token))) return unauthorized(reply);
    return { ok: true };
  });

  app.get(AUTH_ENDPOINTS.me, async (request, reply) => {
    const token = bearerOf(request);
    const found = token ? await auth.authenticate(token) : null;
    return found ? publicUser(found.user) : unauthorized(reply);
  });
  return Promise.resolve();
}
