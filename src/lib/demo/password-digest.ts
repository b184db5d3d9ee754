// Relative imports only: the reference server loads this file (through the demo accounts'
// seed) with tsx, which knows no alias.
import { pbkdf2Sha256 } from './pbkdf2';
import { fromBase64Url, toBase64Url, utf8 } from './sha256';

/**
 * The demo's stored passwords: salted PBKDF2 digests, never in clear (the demo accounts, a
 * password changed in the account settings).
 */

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
