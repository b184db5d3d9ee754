import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt: a random salt per password, the cost stored with the
 * hash (`scrypt$N$r$p$salt$hash`, base64url) so it can rise later, and a constant-time
 * comparison. Neither the password nor the hash is ever logged.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 50–100 ms and 32 MiB a hash on a small server: slow for guessing, fine for a login. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** `true` when the password matches the stored hash; `false` for a malformed hash too. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, N, r, p, salt, expected] = match;
  const expectedKey = Buffer.from(expected ?? '', 'base64url');
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/**
 * A hash of a random password with the current cost. An unknown e-mail is checked against
 * it, so it costs the same time as a wrong password and the answer reveals nothing.
 */
export function createDummyHash(cost = DEFAULT_COST): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'), cost);
}
