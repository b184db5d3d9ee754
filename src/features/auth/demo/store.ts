import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { userDataSchema } from '@/contract/auth';
import { defineCollection } from '@/lib/demo/db';
import { PASSWORD_HASH_FORMAT, seedUsers, type DemoUser, type SessionLog } from './data';

// The stored rows' shapes: damaged rows are reseeded, never served (lib/demo/db.ts).
const demoUserSchema = z.extend(userDataSchema, {
  id: z.number(),
  passwordHash: z.string().check(z.regex(PASSWORD_HASH_FORMAT)),
});
const sessionLogSchema = z.object({
  id: z.number(),
  userId: z.number(),
  startedAt: instantSchema(),
  endedAt: z.nullable(instantSchema()),
});

/**
 * The demo's accounts and session log: the auth calls change them, and every protected demo
 * call reads the caller's ability from them (src/mocks/callers.ts).
 */
export const users = defineCollection<DemoUser>({
  name: 'auth-users',
  // 2: salted PBKDF2 digests (1 kept unsalted SHA-256 ones; those accounts are reseeded).
  version: 2,
  schema: demoUserSchema,
  seed: seedUsers,
});
export const sessionLogs = defineCollection<SessionLog>({
  name: 'auth-sessions',
  version: 1,
  schema: sessionLogSchema,
  seed: () => [],
});
