import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { defineCollection } from '@/lib/demo/db';
import { createRandom, type Random } from '@/lib/demo/random';
import { apiKeyPermissionSchema, type ApiKeyPermission } from '../types';

/**
 * The API keys the demo API keeps, one row a key with its owner (the caller's id), so each
 * user sees their own. As a real API would, it never keeps a key whole: only its first eight
 * characters, which the list shows. Each user starts with three keys of ours, given the first
 * time they ask (`api-key-owners` remembers who has had them, so deleting them all sticks).
 */
const apiKeyRowSchema = z.object({
  id: z.number(),
  owner: z.string(),
  name: z.string(),
  permission: apiKeyPermissionSchema,
  createdAt: instantSchema(),
  /** The key's first eight characters (`mrt_3Fq9`). */
  prefix: z.string(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const apiKeyRows = defineCollection<ApiKeyRow>({
  name: 'api-keys',
  version: 1,
  schema: apiKeyRowSchema,
  seed: () => [],
});

const ownerSchema = z.object({ id: z.string() });
export const apiKeyOwners = defineCollection<z.infer<typeof ownerSchema>>({
  name: 'api-key-owners',
  version: 1,
  schema: ownerSchema,
  seed: () => [],
});

export const KEY_PREFIX = 'mrt_';
const KEY_CHARACTERS = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `count` letters and digits drawn from `byte` (values past the last whole alphabet are redrawn). */
function draw(count: number, byte: () => number): string {
  const limit = 256 - (256 % ALPHABET.length);
  let text = '';
  while (text.length < count) {
    const value = byte();
    if (value < limit) text += ALPHABET[value % ALPHABET.length];
  }
  return text;
}

/** A new key: `mrt_` and 32 letters and digits from the browser's cryptographic source. */
export function newKey(): string {
  const pool: number[] = [];
  const byte = () => {
    if (pool.length === 0) pool.push(...crypto.getRandomValues(new Uint8Array(64)));
    return pool.pop() ?? 0;
  };
  return KEY_PREFIX + draw(KEY_CHARACTERS, byte);
}

const seededKey = (random: Random) => KEY_PREFIX + draw(KEY_CHARACTERS, () => random.int(0, 255));

/** A number from a caller's id, so each user's starter keys are theirs and always the same. */
const seedOf = (owner: string) =>
  [...owner].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

const starters: { name: string; permission: ApiKeyPermission; createdAt: string }[] = [
  { name: 'Integração com o ERP', permission: 'full', createdAt: '2026-02-03T13:15:00.000Z' },
  { name: 'Painel de indicadores', permission: 'read-only', createdAt: '2026-04-22T17:40:00.000Z' },
  { name: 'Aplicativo de campo', permission: 'read-write', createdAt: '2026-06-10T11:05:00.000Z' },
];

/** The three keys a user starts with, without ids (given when stored). */
export function starterKeys(owner: string): Omit<ApiKeyRow, 'id'>[] {
  const random = createRandom(seedOf(owner));
  return starters.map((starter) => ({
    ...starter,
    owner,
    prefix: seededKey(random).slice(0, 8),
  }));
}
