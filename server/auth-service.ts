import type { SessionPayload, UserData } from '../src/contract/auth';
import { REGISTER_ROLES, type RegisterRole } from './config';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import type { AuthRepository, RefreshTokenRecord, SessionLog, StoredUser } from './repository';
import {
  createRefreshToken,
  hashRefreshToken,
  type AccessClaims,
  type TokenService,
} from './tokens';

/** What the log keeps about where a session came from. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceOptions {
  repository: AuthRepository;
  tokens: TokenService;
  refreshTtlSeconds: number;
  /**
   * A spent refresh token shown again this soon by its session is answered with its
   * successor (two tabs that refreshed at once); later, the reuse ends the session. 0: never.
   */
  refreshGraceSeconds?: number;
  /** Checked for unknown e-mails, so they cost as much time as a wrong password. */
  dummyHash: string;
  /** The cost of new password hashes (the default outside tests). */
  passwordCost?: ScryptCost;
  /** The role of a self-registered account (`API_REGISTER_ROLE`); least privilege if unset. */
  registerRole?: RegisterRole;
  now?: () => number;
}

export interface Authenticated {
  user: StoredUser;
  session: SessionLog;
}

export function publicUser({ passwordHash: _secret, ...user }: StoredUser): UserData {
  return user;
}

/**
 * The auth rules, apart from HTTP: sessions, rotation with reuse detection, bearer checks.
 * Routes parse requests and shape answers; this module decides.
 */
export function createAuthService(options: AuthServiceOptions) {
  const { repository, tokens, refreshTtlSeconds, dummyHash } = options;
  const graceMs = (options.refreshGraceSeconds ?? 0) * 1000;
  const now = options.now ?? Date.now;
  const registerRole = options.registerRole ?? 'subscriber';
  const iso = (ms = now()) => new Date(ms).toISOString();

  function newRefreshToken(token = createRefreshToken()) {
    const issued = now();
    return {
      token,
      record: {
        tokenHash: hashRefreshToken(token),
        issuedAt: iso(issued),
        expiresAt: iso(issued + refreshTtlSeconds * 1000),
      },
    };
  }

  async function openSession(user: StoredUser, client: ClientInfo): Promise<SessionPayload> {
    const refresh = newRefreshToken();
    const session = await repository.openSession(
      {
        userId: user.id,
        startedAt: iso(),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      },
      refresh.record,
    );
    return {
      userData: publicUser(user),
      accessToken: await tokens.signAccessToken({ userId: user.id, sessionId: session.id }),
      refreshToken: refresh.token,
      logUsuarioSessaoID: String(session.id),
    };
  }

  /** The open session and its user behind verified claims, or `null`. */
  async function sessionOf(claims: AccessClaims | null): Promise<Authenticated | null> {
    if (!claims) return null;
    const session = await repository.findSession(claims.sessionId);
    if (!session || session.endedAt !== null || session.userId !== claims.userId) return null;
    const user = await repository.findUserById(session.userId);
    return user ? { user, session } : null;
  }

  async function renewed(session: SessionLog, refreshToken: string) {
    return {
      accessToken: await tokens.signAccessToken({ userId: session.userId, sessionId: session.id }),
      refreshToken,
    };
  }

  /** A spent refresh token shown again: its successor within the grace window, else the end. */
  async function answerReuse(refreshToken: string, record: RefreshTokenRecord) {
    const spentAt = record.usedAt === null ? Number.NaN : Date.parse(record.usedAt);
    if (graceMs > 0 && now() - spentAt <= graceMs) {
      const successor = tokens.successorOf(refreshToken);
      const next = await repository.findRefreshToken(hashRefreshToken(successor));
      const session = await repository.findSession(record.sessionId);
      if (
        next?.sessionId === record.sessionId &&
        next.revokedAt === null &&
        session?.endedAt === null
      ) {
        return renewed(session, successor);
      }
    }
    await repository.endSession(record.sessionId, 'refresh-token-reuse', iso());
    return null;
  }

  return {
    /** A new session, or `null` for an unknown e-mail or a wrong password (same cost). */
    async login(email: string, password: string, client: ClientInfo) {
      const user = await repository.findUserByEmail(email);
      const matches = await verifyPassword(password, user?.passwordHash ?? dummyHash);
      return user && matches ? openSession(user, client) : null;
    },

    async register(
      input: { username: string; email: string; password: string },
      client: ClientInfo,
    ) {
      const created = await repository.createUser({
        email: input.email,
        username: input.username,
        fullName: input.username,
        role: registerRole,
        avatar: '',
        ability: REGISTER_ROLES[registerRole].map((rule) => ({ ...rule })),
        extras: {},
        passwordHash: await hashPassword(input.password, options.passwordCost),
      });
      if ('taken' in created) return created;
      return { session: await openSession(created.user, client) };
    },

    /**
     * New tokens for a valid refresh token, the old one spent. A token that was already
     * spent means it leaked or was replayed: its whole session ends — unless its session
     * shows it again within the grace window, then the successor already issued is the
     * answer (two tabs, or two instances, that refreshed at once). `null` when refused.
     */
    async refresh(refreshToken: string) {
      const record = await repository.findRefreshToken(hashRefreshToken(refreshToken));
      if (!record || record.revokedAt !== null) return null;
      if (record.usedAt !== null) return answerReuse(refreshToken, record);
      if (Date.parse(record.expiresAt) <= now()) return null;
      const session = await repository.findSession(record.sessionId);
      if (!session || session.endedAt !== null) return null;
      const next = newRefreshToken(tokens.successorOf(refreshToken));
      if (!(await repository.rotateRefreshToken(record.id, next.record, iso()))) {
        // Spent by a concurrent call between the read and the write: a reuse like any other.
        const spent = await repository.findRefreshToken(hashRefreshToken(refreshToken));
        return spent ? answerReuse(refreshToken, spent) : null;
      }
      return renewed(session, next.token);
    },

    /** The signed-in user of a bearer token whose session is still open, or `null`. */
    async authenticate(accessToken: string) {
      return sessionOf(await tokens.verifyAccessToken(accessToken));
    },

    /**
     * Ends the session of the token. A token that expired within the refresh lifetime is
     * still accepted here: signing out must work after a long pause too.
     */
    async logout(accessToken: string) {
      const found = await sessionOf(await tokens.verifyAccessToken(accessToken, refreshTtlSeconds));
      if (!found) return false;
      return repository.endSession(found.session.id, 'logout', iso());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
