import * as z from 'zod/mini';
import type { Db } from './db';
import type {
  AuthRepository,
  NewRefreshToken,
  NewSession,
  NewUser,
  SessionEndReason,
} from './repository';
import {
  counterRowSchema,
  maybe,
  sessionRowSchema,
  toCounter,
  toSession,
  toToken,
  toUser,
  tokenRowSchema,
  userRowSchema,
} from './rows';

const USER_COLUMNS = `id, email, username, full_name, role, avatar, ability, extras,
  password_hash`;
const takenRowSchema = z.object({ email: z.number(), username: z.number() });
const sessionOfTokenSchema = z.object({ session_id: z.number() });

/**
 * What the user's insert binds. The named parameters are typed because libsql binds a
 * missing one as NULL where better-sqlite3 threw.
 */
type UserParams = Omit<NewUser, 'id' | 'ability' | 'extras'> & {
  id: number | null;
  ability: string;
  extras: string;
  createdAt: string;
};

/** The repository on SQLite (libsql is synchronous; each method settles at once). */
export function createSqliteRepository(db: Db): AuthRepository {
  const statements = {
    userByEmail: db.prepare<[string]>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`),
    userById: db.prepare<[number]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`),
    taken: db.prepare<[string, string]>(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = ?) AS email,
              EXISTS (SELECT 1 FROM users WHERE username = ?) AS username`,
    ),
    insertUser: db.prepare<UserParams>(
      `INSERT INTO users (id, email, username, full_name, role, avatar, ability, extras,
                          password_hash, created_at)
       VALUES (@id, @email, @username, @fullName, @role, @avatar, @ability, @extras,
               @passwordHash, @createdAt)`,
    ),
    insertSession: db.prepare<NewSession>(
      `INSERT INTO session_logs (user_id, started_at, ip, user_agent)
       VALUES (@userId, @startedAt, @ip, @userAgent)`,
    ),
    sessionById: db.prepare<[number]>('SELECT * FROM session_logs WHERE id = ?'),
    endSession: db.prepare<[string, string, number]>(
      `UPDATE session_logs SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL`,
    ),
    revokeTokens: db.prepare<[string, number]>(
      `UPDATE refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL`,
    ),
    insertToken: db.prepare<NewRefreshToken & { sessionId: number }>(
      `INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at)
       VALUES (@sessionId, @tokenHash, @issuedAt, @expiresAt)`,
    ),
    tokenByHash: db.prepare<[string]>(
      `SELECT id, session_id, issued_at, expires_at, used_at, revoked_at
       FROM refresh_tokens WHERE token_hash = ?`,
    ),
    useToken: db.prepare<[string, number]>(
      `UPDATE refresh_tokens SET used_at = ?
       WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL RETURNING session_id`,
    ),
    hitCounter: db.prepare<{ key: string; now: number; resetsAt: number }>(
      `INSERT INTO login_counters (key, hits, resets_at) VALUES (@key, 1, @resetsAt)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN resets_at <= @now THEN 1 ELSE hits + 1 END,
         resets_at = CASE WHEN resets_at <= @now THEN excluded.resets_at ELSE resets_at END
       RETURNING hits, resets_at`,
    ),
    pruneCounters: db.prepare<[number]>('DELETE FROM login_counters WHERE resets_at <= ?'),
  };

  const insertToken = (sessionId: number, token: NewRefreshToken) =>
    statements.insertToken.run({ sessionId, ...token });

  const openSession = db.transaction((session: NewSession, token: NewRefreshToken) => {
    const { lastInsertRowid } = statements.insertSession.run(session);
    const id = Number(lastInsertRowid);
    insertToken(id, token);
    return id;
  });

  const endSession = db.transaction((id: number, reason: SessionEndReason, at: string) => {
    const ended = statements.endSession.run(at, reason, id).changes === 1;
    statements.revokeTokens.run(at, id);
    return ended;
  });

  const rotate = db.transaction((id: number, next: NewRefreshToken, at: string) => {
    const spent = maybe(statements.useToken.get(at, id), sessionOfTokenSchema, (row) => row);
    if (!spent) return false;
    insertToken(spent.session_id, next);
    return true;
  });

  const createUser = db.transaction((user: NewUser) => {
    const taken = takenRowSchema.parse(statements.taken.get(user.email, user.username));
    if (taken.email || taken.username) {
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

  return {
    findUserByEmail: (email) =>
      settle(() => maybe(statements.userByEmail.get(email), userRowSchema, toUser)),
    findUserById: (id) => settle(() => maybe(statements.userById.get(id), userRowSchema, toUser)),
    // IMMEDIATE: the check and the insert hold the write lock together, across processes too.
    createUser: (user) => settle(() => createUser.immediate(user)),
    openSession: (session, token) =>
      settle(() => ({
        ...session,
        id: openSession(session, token),
        endedAt: null,
        endReason: null,
      })),
    findSession: (id) =>
      settle(() => maybe(statements.sessionById.get(id), sessionRowSchema, toSession)),
    endSession: (id, reason, at) => settle(() => endSession(id, reason, at)),
    findRefreshToken: (hash) =>
      settle(() => maybe(statements.tokenByHash.get(hash), tokenRowSchema, toToken)),
    rotateRefreshToken: (id, next, at) => settle(() => rotate(id, next, at)),
    hitCounter: (key, windowMs, now) =>
      settle(() =>
        toCounter(
          counterRowSchema.parse(statements.hitCounter.get({ key, now, resetsAt: now + windowMs })),
        ),
      ),
    pruneCounters: (now) => settle(() => statements.pruneCounters.run(now).changes),
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
