import * as z from 'zod/mini';
import { abilityRuleSchema } from '../src/contract/auth';
import {
  sessionEndReasons,
  type RefreshTokenRecord,
  type SessionLog,
  type StoredUser,
} from './repository';

/**
 * Rows as both stores answer them, checked on the way out: the drivers type them as
 * unknown. SQLite keeps ability and extras as JSON text and PostgreSQL as `jsonb`, selected
 * `::text`; both give times as ISO strings (the PostgreSQL pool parses `timestamptz` so).
 */
const nullableText = z.nullable(z.string());

export const userRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  role: z.string(),
  avatar: z.string(),
  ability: z.string(),
  extras: z.string(),
  password_hash: z.string(),
});

export const sessionRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  started_at: z.string(),
  ip: nullableText,
  user_agent: nullableText,
  ended_at: nullableText,
  end_reason: z.nullable(z.enum(sessionEndReasons)),
});

export const tokenRowSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  issued_at: z.string(),
  expires_at: z.string(),
  used_at: nullableText,
  revoked_at: nullableText,
});

export const counterRowSchema = z.object({ hits: z.number(), resets_at: z.number() });

const abilitySchema = z.array(abilityRuleSchema);
const extrasSchema = z.record(z.string(), z.unknown());

export const toUser = (row: z.infer<typeof userRowSchema>): StoredUser => ({
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

export const toSession = (row: z.infer<typeof sessionRowSchema>): SessionLog => ({
  id: row.id,
  userId: row.user_id,
  startedAt: row.started_at,
  ip: row.ip,
  userAgent: row.user_agent,
  endedAt: row.ended_at,
  endReason: row.end_reason,
});

export const toToken = (row: z.infer<typeof tokenRowSchema>): RefreshTokenRecord => ({
  id: row.id,
  sessionId: row.session_id,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  revokedAt: row.revoked_at,
});

export const toCounter = (row: z.infer<typeof counterRowSchema>) => ({
  hits: row.hits,
  resetsAt: row.resets_at,
});

/** A row checked against its schema and mapped, or `null` when the query found none. */
export const maybe = <S extends z.ZodMiniType, R>(
  row: unknown,
  schema: S,
  map: (value: z.infer<S>) => R,
) => (row === undefined ? null : map(schema.parse(row)));
