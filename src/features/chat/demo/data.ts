import type { Chat, Contact, ProfileUser } from '../types';
import { contactSeeds, PROFILE_ID, profileSeed, scripts } from './samples';

export { PROFILE_ID };

/**
 * Our sample chat, built from the scripts of `samples.ts`. Deterministic: the same `now`
 * gives the same conversations; times count back from when it was seeded.
 */
export function seedChats(now = Date.now()): Chat[] {
  return scripts.map((script, index) => ({
    id: index + 1,
    userId: script.contactId,
    unseenMsgs: script.unseen,
    messages: script.lines.map(([minutesAgo, from, message]) => ({
      message,
      time: new Date(now - minutesAgo * 60_000).toISOString(),
      senderId: from === 'me' ? PROFILE_ID : script.contactId,
    })),
  }));
}

export const seedContacts = (): Contact[] => contactSeeds.map((contact) => ({ ...contact }));

export const seedProfile = (): ProfileUser[] => [{ ...profileSeed }];
