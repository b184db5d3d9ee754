import { DEMO_PASSWORDS, seedUsers } from '../src/features/auth/demo/data';
import { hashPassword, type ScryptCost } from './passwords';
import type { AuthRepository } from './repository';

/**
 * Adds the demo accounts that are missing, with the demo's own user data and abilities and
 * their public passwords hashed with scrypt. Returns how many were added.
 */
export async function seedDemoUsers(repository: AuthRepository, cost?: ScryptCost) {
  let added = 0;
  for (const { passwordHash: _digest, ...user } of seedUsers()) {
    const password = DEMO_PASSWORDS[user.email];
    if (!password) throw new Error(`No demo password for ${user.email}`);
    if (await repository.findUserByEmail(user.email)) continue;
    const result = await repository.createUser({
      ...user,
      avatar: user.avatar ?? '',
      extras: user.extras ?? {},
      passwordHash: await hashPassword(password, cost),
    });
    if ('user' in result) added += 1;
  }
  return added;
}
