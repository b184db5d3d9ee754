import type { UserData } from '@/contract/auth';
// Relative, not '@/': the reference server loads this file with tsx, which knows no alias.
import { pbkdf2Sha256 } from '../../../lib/demo/pbkdf2';
import { fromBase64Url, toBase64Url, utf8 } from '../../../lib/demo/sha256';

/** The demo accounts. Passwords are kept as salted PBKDF2 digests, never in clear. */
export interface DemoUser extends UserData {
  id: number;
  passwordHash: string;
}

export interface SessionLog {
  id: number;
  userId: number;
  startedAt: string;
  endedAt: string | null;
}

/**
 * PBKDF2 rounds for new digests. WebCrypto derives 25,000 in a few milliseconds; on a
 * plain-http address the browser has no WebCrypto and our own code takes about a quarter
 * of a second (measured 0.23 s on a busy 2-core machine), which a sign-in can afford. The
 * count is stored with each digest, so it can grow without breaking old ones.
 */
export const PASSWORD_ITERATIONS = 25_000;

/** How a digest is written: `pbkdf2-sha256$<rounds>$<salt>$<digest>`, base64url parts. */
export const PASSWORD_HASH_FORMAT = /^pbkdf2-sha256\$(\d{1,7})\$([\w-]{16,})\$([\w-]{43})$/;

async function derive(password: string, salt: Uint8Array, iterations: number) {
  const digest = await pbkdf2Sha256(utf8(password), salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64Url(salt)}$${toBase64Url(digest)}`;
}

/** A salted digest of `password`, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return derive(password, crypto.getRandomValues(new Uint8Array(16)), PASSWORD_ITERATIONS);
}

/** Whether `password` is the one `stored` was made from (false for a malformed digest). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, rounds, salt] = PASSWORD_HASH_FORMAT.exec(stored) ?? [];
  const saltBytes = salt ? fromBase64Url(salt) : null;
  if (!rounds || !saltBytes) return false;
  const candidate = await derive(password, saltBytes, Number(rounds));
  // Compared whole, without an early exit on the first differing character.
  let difference = candidate.length ^ stored.length;
  for (let index = 0; index < candidate.length; index += 1) {
    difference |= candidate.charCodeAt(index) ^ stored.charCodeAt(index);
  }
  return difference === 0;
}

export const ADMIN_ABILITY = [{ action: 'manage', subject: 'all' }];
export const CLIENT_ABILITY = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

/**
 * The demo accounts' passwords, public on purpose (the login page shows them). The browser
 * demo keeps only their digests below; the reference server seeds its users from both.
 */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  'admin@demo.com': 'admin',
  'client@demo.com': 'client',
};

// PBKDF2 digests of "admin" and "client", fixed salts (checked by the handler tests).
export const seedUsers = (): DemoUser[] => [
  {
    id: 1,
    fullName: 'Helena Duarte',
    username: 'helena.duarte',
    email: 'admin@demo.com',
    role: 'admin',
    avatar: '',
    ability: ADMIN_ABILITY,
    extras: { team: 'Diretoria de Operações', city: 'São Paulo' },
    passwordHash:
      'pbkdf2-sha256$25000$bWlyYW50ZS1hZG1pbi0x$Rx8pTvfFs5fE8-nTnworXnRn1LfuJrAKat0GNNkFbXw',
  },
  {
    id: 2,
    fullName: 'Rafael Lima',
    username: 'rafael.lima',
    email: 'client@demo.com',
    role: 'client',
    avatar: '',
    ability: CLIENT_ABILITY,
    extras: { team: 'Atendimento', city: 'Recife' },
    passwordHash:
      'pbkdf2-sha256$25000$bWlyYW50ZS1jbGllbnQx$ws7Qm6gTlMu2PHtrdqH4ot3POJzPjzhn4YL3boUk2nI',
  },
];
