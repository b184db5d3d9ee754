import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { CLIENT_REQUEST_HEADERS } from '../src/contract/http';
import { createAuthService } from './auth-service';
import type { ServerConfig } from './config';
import { installErrorHandlers } from './http-errors';
import { createLoginLimits } from './login-limits';
import { createDummyHash, type ScryptCost } from './passwords';
import type { AuthRepository } from './repository';
import { authRoutes } from './routes/auth';
import { createTokenService } from './tokens';

export interface BuildOptions {
  config: ServerConfig;
  repository: AuthRepository;
  /** Where the JSON log lines go (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** A cheaper scrypt cost, for tests only. */
  passwordCost?: ScryptCost;
  /** The clock of sessions, rotation and sign-in limits (tests move it). */
  now?: () => number;
}

/** Secrets never reach the log, whatever a future log line includes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  'body.password',
  'body.refreshToken',
];

/** The reference auth API, ready to `listen` (or to `inject` in tests). */
export async function buildApp({
  config,
  repository,
  logStream,
  passwordCost,
  now = Date.now,
}: BuildOptions) {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(logStream ? { stream: logStream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
  });

  installErrorHandlers(app);
  await app.register(helmet);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: [...CLIENT_REQUEST_HEADERS],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Answers carry user data and tokens: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const auth = createAuthService({
    repository,
    tokens: createTokenService(config.jwtSecret, config.accessTtlSeconds),
    refreshTtlSeconds: config.refreshTtlSeconds,
    refreshGraceSeconds: config.refreshGraceSeconds,
    dummyHash: await createDummyHash(passwordCost),
    passwordCost,
    registerRole: config.registerRole,
    now,
  });
  const limits = createLoginLimits(repository, config.loginLimit, now);
  await app.register(authRoutes, { auth, limits });

  app.get('/health', async () => {
    await repository.ping();
    return { status: 'ok' };
  });
  app.addHook('onClose', () => repository.close());
  return app;
}
