import type { AbilityRule } from '../src/contract/auth';

/**
 * Everything the API keeps, behind one interface: the routes never see SQL. Two stores
 * implement it: SQLite (`sqlite-repository.ts`, the default) and PostgreSQL
 * (`pg-repository.ts`); `store.ts` opens the one the configuration names.
 */
export interface StoredUser {
  id: number;
  email: string;
  username: string;
  fullName: string;
  role: string;
  avatar: string;
  ability: AbilityRule[];
  extras: Record<string, unknown>;
  passwordHash: string;
}

export type NewUser = Omit<StoredUser, 'id'> & { id?: number };

export const sessionEndReasons = ['logout', 'refresh-token-reuse', 'revoked'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/** One row of the session log: who signed in, when, from where, and how it ended. */
export interface SessionLog {
  id: number;
  userId: number;
  startedAt: string;
  ip: string | null;
  userAgent: string | null;
  endedAt: string | null;
  endReason: SessionEndReason | null;
}

export type NewSession = Pick<SessionLog, 'userId' | 'startedAt' | 'ip' | 'userAgent'>;

export interface RefreshTokenRecord {
  id: number;
  sessionId: number;
  issuedAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** A refresh token as stored: only its SHA-256 digest, never the token. */
export interface NewRefreshToken {
  tokenHash: string;
  issuedAt: string;
  expiresAt: string;
}

export type CreateUserResult =
  { user: StoredUser } | { taken: { email: boolean; username: boolean } };

/** A counter after one more hit: the hits in its window, and when the window ends (ms). */
export interface CounterHit {
  hits: number;
  resetsAt: number;
}

export interface AuthRepository {
  findUserByEmail(email: string): Promise<StoredUser | null>;
  findUserById(id: number): Promise<StoredUser | null>;
  /** Inserts the user unless its e-mail or username is taken (compared case-insensitively). */
  createUser(user: NewUser): Promise<CreateUserResult>;
  /** Opens a session log row together with the session's first refresh token. */
  openSession(session: NewSession, firstToken: NewRefreshToken): Promise<SessionLog>;
  findSession(id: number): Promise<SessionLog | null>;
  /** Ends an open session and revokes its refresh tokens; `false` when it was not open. */
  endSession(id: number, reason: SessionEndReason, at: string): Promise<boolean>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /**
   * Marks the token used and stores its successor in the same session, atomically;
   * `false` when the token was used or revoked in the meantime (a concurrent reuse).
   */
  rotateRefreshToken(id: number, next: NewRefreshToken, at: string): Promise<boolean>;
  /**
   * Counts one hit on a counter shared by every instance (the sign-in limits). A counter
   * whose window ended before `now` starts again at 1 with a new window of `windowMs`.
   */
  hitCounter(key: string, windowMs: number, now: number): Promise<CounterHit>;
  /** Deletes the counters whose window ended before `now`; how many went. */
  pruneCounters(now: number): Promise<number>;
  /** Answers when the store can be reached (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
