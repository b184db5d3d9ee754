import * as z from 'zod/mini';
import { abilityRuleSchema } from '../src/contract/auth';
import type { Db } from './db';
import type {
  AuthRepository,
  NewRefreshToken,
  RefreshTokenRecord,
  SessionEndReason,
  SessionLog,
  StoredUser,
} from './repository';

interface UserRow {
  id: number;
  email: string;
  username: string;
  full_name: string;
  role: string;
  avatar: string;
  ability: string;
  extras: string;
  password_hash: string;
}

interface SessionRow {
  id: number;
  user_id: number;
  started_at: string;
  ip: string | null;
  user_agent: string | null;
  ended_at: string | null;
  end_reason: SessionEndReason | null;
}

interface TokenRow {
  id: number;
  session_id: number;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

const abilitySchema = z.array(abilityRuleSchema);
const extrasSchema = z.record(z.string(), z.unknown());

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  fullName: row.full_name,
  role: row.role,
  avatar: row.avatar,
  ability: abilitySchema.parse(JSON.parse(row.ability)),
  extras: extrasSchema.parse(JSON.parse(row.extras)),
  passwordHash: row.password_hash,
});

const toSession = (row: SessionRow): SessionLog => ({
  id: row.id,
  userId: row.user_id,
  startedAt: row.started_at,
  ip: row.ip,
  userAgent: row.user_agent,
  endedAt: row.ended_at,
  endReason: row.end_reason,
});

const toToken = (row: TokenRow): RefreshTokenRecord => ({
  id: row.id,
  sessionId: row.session_id,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  revokedAt: row.revoked_at,
});

/** The repository on SQLite (better-sqlite3 is synchronous; each method settles at once). */
export function createSqliteRepository(db: Db): AuthRepository {
  const statements = {
    userByEmail: db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?'),
    userById: db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?'),
    taken: db.prepare<[string, string], { email: number; username: number }>(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = ?) AS email,
              EXISTS (SELECT 1 FROM users WHERE username = ?) AS username`,
    ),
    insertUser: db.prepare(
      `INSERT INTO users (id, email, username, full_name, role, avatar, ability, extras,
                          password_hash, created_at)
       VALUES (@id, @email, @username, @fullName, @role, @avatar, @ability, @extras,
               @passwordHash, @createdAt)`,
    ),
    insertSession: db.prepare(
      `INSERT INTO session_logs (user_id, started_at, ip, user_agent)
       VALUES (@userId, @startedAt, @ip, @userAgent)`,
    ),
    sessionById: db.prepare<[number], SessionRow>('SELECT * FROM session_logs WHERE id = ?'),
    endSession: db.prepare<[string, string, number]>(
      `UPDATE session_logs SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL`,
    ),
    revokeTokens: db.prepare<[string, number]>(
      `UPDATE refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL`,
    ),
    insertToken: db.prepare(
      `INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at)
       VALUES (@sessionId, @tokenHash, @issuedAt, @expiresAt)`,
    ),
    tokenByHash: db.prepare<[string], TokenRow>(
      `SELECT id, session_id, issued_at, expires_at, used_at, revoked_at
       FROM refresh_tokens WHERE token_hash = ?`,
    ),
    useToken: db.prepare<[string, number]>(
      `UPDATE refresh_tokens SET used_at = ?
       WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL`,
    ),
    sessionOfToken: db.prepare<[number], { session_id: number }>(
      'SELECT session_id FROM refresh_tokens WHERE id = ?',
    ),
  };

  const insertToken = (sessionId: number, token: NewRefreshToken) =>
    statements.insertToken.run({ sessionId, ...token });

  const openSession = db.transaction(
    (session: Parameters<AuthRepository['openSession']>[0], token: NewRefreshToken) => {
      const { lastInsertRowid } = statements.insertSession.run(session);
      const id = Number(lastInsertRowid);
      insertToken(id, token);
      return id;
    },
  );

  const endSession = db.transaction((id: number, reason: SessionEndReason, at: string) => {
    const ended = statements.endSession.run(at, reason, id).changes === 1;
    statements.revokeTokens.run(at, id);
    return ended;
  });

  const rotate = db.transaction((id: number, next: NewRefreshToken, at: string) => {
    if (statements.useToken.run(at, id).changes !== 1) return false;
    const row = statements.sessionOfToken.get(id);
    if (!row) return false;
    insertToken(row.session_id, next);
    return true;
  });

  const createUser = db.transaction((user: Parameters<AuthRepository['createUser']>[0]) => {
    const taken = statements.taken.get(user.email, user.username);
    if (taken && (taken.email || taken.username)) {
      return { taken: { email: taken.email === 1, username: taken.username === 1 } };
    }
    const { lastInsertRowid } = statements.insertUser.run({
      ...user,
      id: user.id ?? null,
      ability: JSON.stringify(user.ability),
      extras: JSON.stringify(user.extras),
      createdAt: new Date().toISOString(),
    });
    return { user: { ...user, id: Number(lastInsertRowid) } };
  });

  const maybe = <T, R>(row: T | undefined, map: (value: T) => R) => (row ? map(row) : null);

  return {
    findUserByEmail: (email) => settle(() => maybe(statements.userByEmail.get(email), toUser)),
    findUserById: (id) => settle(() => maybe(statements.userById.get(id), toUser)),
    // IMMEDIATE: the check and the insert hold the write lock together, across processes too.
    createUser: (user) => settle(() => createUser.immediate(user)),
    openSession: (session, token) =>
      settle(() => ({
        ...session,
        id: openSession(session, token),
        endedAt: null,
        endReason: null,
      })),
    findSession: (id) => settle(() => maybe(statements.sessionById.get(id), toSession)),
    endSession: (id, reason, at) => settle(() => endSession(id, reason, at)),
    findRefreshToken: (hash) => settle(() => maybe(statements.tokenByHash.get(hash), toToken)),
    rotateRefreshToken: (id, next, at) => settle(() => rotate(id, next, at)),
    ping: () => settle(() => void db.prepare('SELECT 1').get()),
    close: () => settle(() => void db.close()),
  };
}

/** Runs synchronous work as a promise, a throw becoming a rejection. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
