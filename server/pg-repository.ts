import type pg from 'pg';
import * as z from 'zod/mini';
import type { AuthRepository, NewUser } from './repository';
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

/**
 * The repository on PostgreSQL (`pg.ts` makes the pool and the schema). Every query is
 * parameterised, and every change that touches two rows is one statement (data-modifying
 * CTEs), so it is atomic without holding a connection across awaits.
 */
const USER_SELECT = `SELECT id, email, username, full_name, role, avatar, ability::text AS ability,
  extras::text AS extras, password_hash FROM users`;

const takenRowSchema = z.object({ email: z.boolean(), username: z.boolean() });
const countRowSchema = z.object({ count: z.number() });

export function createPostgresRepository(pool: pg.Pool): AuthRepository {
  const first = async (sql: string, values: unknown[]): Promise<unknown> =>
    (await pool.query(sql, values)).rows[0];

  async function insertUser(user: NewUser) {
    const values = [
      user.email,
      user.username,
      user.fullName,
      user.role,
      user.avatar,
      JSON.stringify(user.ability),
      JSON.stringify(user.extras),
      user.passwordHash,
    ];
    // ON CONFLICT without a target: a taken e-mail or username (their unique indexes), or a
    // taken id, inserts nothing, even when two sign-ups race.
    const row = await first(
      user.id === undefined
        ? `INSERT INTO users (email, username, full_name, role, avatar, ability, extras,
                              password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`
        : `INSERT INTO users (id, email, username, full_name, role, avatar, ability, extras,
                              password_hash)
           VALUES ($9, $1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      user.id === undefined ? values : [...values, user.id],
    );
    if (row !== undefined && user.id !== undefined) {
      // A chosen id: later generated ones start after the highest.
      await pool.query(
        `SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`,
      );
    }
    return maybe(row, z.object({ id: z.number() }), ({ id }) => id);
  }

  return {
    findUserByEmail: async (email) =>
      maybe(
        await first(`${USER_SELECT} WHERE lower(email) = lower($1)`, [email]),
        userRowSchema,
        toUser,
      ),
    findUserById: async (id) =>
      maybe(await first(`${USER_SELECT} WHERE id = $1`, [id]), userRowSchema, toUser),

    async createUser(user) {
      const id = await insertUser(user);
      if (id !== null) return { user: { ...user, id } };
      const taken = takenRowSchema.parse(
        await first(
          `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email,
                  EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($2)) AS username`,
          [user.email, user.username],
        ),
      );
      if (!taken.email && !taken.username) throw new Error(`User id ${user.id} is taken`);
      return { taken };
    },

    async openSession(session, token) {
      const row = await first(
        `WITH opened AS (
           INSERT INTO session_logs (user_id, started_at, ip, user_agent)
           VALUES ($1, $2, $3, $4) RETURNING *
         ), token AS (
           INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at)
           SELECT id, $5, $6, $7 FROM opened
         )
         SELECT * FROM opened`,
        [
          session.userId,
          session.startedAt,
          session.ip,
          session.userAgent,
          token.tokenHash,
          token.issuedAt,
          token.expiresAt,
        ],
      );
      return toSession(sessionRowSchema.parse(row));
    },

    findSession: async (id) =>
      maybe(
        await first('SELECT * FROM session_logs WHERE id = $1', [id]),
        sessionRowSchema,
        toSession,
      ),

    async endSession(id, reason, at) {
      const row = await first(
        `WITH ended AS (
           UPDATE session_logs SET ended_at = $2, end_reason = $3
           WHERE id = $1 AND ended_at IS NULL RETURNING id
         ), revoked AS (
           UPDATE refresh_tokens SET revoked_at = $2
           WHERE session_id = $1 AND revoked_at IS NULL
         )
         SELECT count(*)::int AS count FROM ended`,
        [id, at, reason],
      );
      return countRowSchema.parse(row).count === 1;
    },

    findRefreshToken: async (hash) =>
      maybe(
        await first(
          `SELECT id, session_id, issued_at, expires_at, used_at, revoked_at
           FROM refresh_tokens WHERE token_hash = $1`,
          [hash],
        ),
        tokenRowSchema,
        toToken,
      ),

    // The spend and the successor are one statement: of two concurrent rotations of one
    // token, the second waits for the first's row lock, then finds it spent and inserts none.
    async rotateRefreshToken(id, next, at) {
      const { rowCount } = await pool.query(
        `WITH spent AS (
           UPDATE refresh_tokens SET used_at = $2
           WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL
           RETURNING session_id
         )
         INSERT INTO refresh_tokens (session_id, token_hash, issued_at, expires_at)
         SELECT session_id, $3, $4, $5 FROM spent`,
        [id, at, next.tokenHash, next.issuedAt, next.expiresAt],
      );
      return rowCount === 1;
    },

    hitCounter: async (key, windowMs, now) =>
      toCounter(
        counterRowSchema.parse(
          await first(
            `INSERT INTO login_counters AS counter (key, hits, resets_at)
             VALUES ($1, 1, $2::bigint + $3::bigint)
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN counter.resets_at <= $2 THEN 1 ELSE counter.hits + 1 END,
               resets_at = CASE WHEN counter.resets_at <= $2 THEN excluded.resets_at
                                ELSE counter.resets_at END
             RETURNING hits, resets_at`,
            [key, now, windowMs],
          ),
        ),
      ),
    pruneCounters: async (now) =>
      (await pool.query('DELETE FROM login_counters WHERE resets_at <= $1', [now])).rowCount ?? 0,

    ping: async () => void (await pool.query('SELECT 1')),
    close: () => pool.end(),
  };
}
